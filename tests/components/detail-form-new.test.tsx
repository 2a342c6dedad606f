import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { DetailForm } from '@/components/resource/detail-form';
import type { DetailRecord } from '@/api/resource';
import { f, L } from '@/contract/resource/fields';
import { renderWithApp } from './render-app';

const sections = [
  {
    title: L(['任务', 'Task', 'Tarea']),
    fields: [
      f.text('title', ['标题', 'Title', 'Título']),
      f.text('state', ['状态', 'State', 'Estado'], { derived: true }),
    ],
  },
  {
    title: L(['进度', 'Progress', 'Progreso']),
    fields: [f.int('targets', ['下发对象', 'Targets', 'Destinos'], { derived: true })],
  },
];

function Shown({ record, derived = {} }: { record?: DetailRecord; derived?: Record<string, unknown> }) {
  const [form] = Form.useForm();
  return (
    <DetailForm
      name="task"
      form={form}
      sections={sections}
      record={record}
      derived={derived}
      onValuesChange={() => {}}
      onFinish={() => {}}
    />
  );
}

const derivedField = (name: string) => document.querySelector(`[data-field="${name}"]`);

describe('the edit form of a record not saved yet', () => {
  it('leaves out what the server will derive, and a section with nothing else to show', () => {
    renderWithApp(<Shown />);
    expect(screen.getByLabelText('Title')).toBeTruthy();
    expect(derivedField('state')).toBeNull();
    expect(screen.queryByText('Progress')).toBeNull();
  });

  it('shows what the form works out while it is filled in', () => {
    renderWithApp(<Shown derived={{ state: null }} />);
    expect(derivedField('state')?.textContent).toBe('—');
  });

  it('shows every derived field of a saved record', () => {
    renderWithApp(
      <Shown record={{ id: 1, version: 1, title: '年度任务', state: '已下发', targets: 3 } as DetailRecord} />,
    );
    expect(derivedField('state')?.textContent).toBe('已下发');
    expect(screen.getByText('Progress')).toBeTruthy();
    expect(derivedField('targets')?.textContent).toBe('3');
  });
});
