import { Button } from 'antd';
import { useEffect, useRef, type PointerEvent } from 'react';

interface SignaturePadProps {
  /** Called with the drawing as a PNG data URL after each stroke, or null once cleared. */
  onChange: (png: string | null) => void;
  clearLabel: string;
  placeholder: string;
  width?: number;
  height?: number;
}

/**
 * A handwritten signature on a canvas. Pointer events serve mouse, touch and pen alike; `touch-action:
 * none` keeps a finger from scrolling the page while it signs.
 */
export function SignaturePad({ onChange, clearLabel, placeholder, width = 480, height = 160 }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#1f1f1f';
  }, []);

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return {
      x: ((e.clientX - box.left) * e.currentTarget.width) / box.width,
      y: ((e.clientY - box.top) * e.currentTarget.height) / box.height,
    };
  };
  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d')!;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const p = point(e);
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
    // A tap leaves a dot.
    ctx.lineTo(p.x + 0.1, p.y + 0.1);
    ctx.stroke();
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d')!;
    const p = point(e);
    ctx.lineWidth = e.pointerType === 'pen' && e.pressure > 0 ? 1 + e.pressure * 3 : 2.5;
    ctx.lineTo(p.x, p.y);
    ctx.stroke();
    drawn.current = true;
  };
  const up = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    drawn.current = true;
    onChange(e.currentTarget.toDataURL('image/png'));
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    drawn.current = false;
    onChange(null);
  };

  return (
    <div className="signature-pad">
      <canvas
        ref={canvas}
        width={width}
        height={height}
        aria-label={placeholder}
        data-testid="signature-canvas"
        style={{
          width: '100%',
          maxWidth: width,
          aspectRatio: `${width} / ${height}`,
          border: '1px dashed #bfbfbf',
          borderRadius: 6,
          background: '#fff',
          touchAction: 'none',
          cursor: 'crosshair',
          display: 'block',
        }}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      />
      <Button size="small" style={{ marginTop: 8 }} onClick={clear}>
        {clearLabel}
      </Button>
    </div>
  );
}
