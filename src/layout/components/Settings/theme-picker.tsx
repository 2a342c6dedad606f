import { DEFAULT_THEME } from '@/contract';

const PRESETS = [DEFAULT_THEME, '#d32d2e', '#13c2c2', '#52c41a', '#722ed1', '#fa8c16', '#304156'];

/** Preset swatches plus the browser's own colour input. */
export function ThemePicker({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (color: string) => void;
  label: string;
}) {
  return (
    <div className="theme-picker" role="group" aria-label={label}>
      {PRESETS.map((color) => (
        <button
          key={color}
          type="button"
          className={`theme-swatch ${color.toLowerCase() === value.toLowerCase() ? 'selected' : ''}`}
          style={{ background: color }}
          aria-label={color}
          aria-pressed={color.toLowerCase() === value.toLowerCase()}
          onClick={() => onChange(color)}
        />
      ))}
      <input type="color" aria-label={`${label} (custom)`} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
