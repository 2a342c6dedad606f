import './education.css';
import { examEntity } from '@/contract/resource';
import { ResourceDetailPage } from '@/components/resource';
import { ExamResultsCard } from './exam-results';
import { FixedPaperInput, PaperView, RulesInput } from './paper-inputs';

const stemsOf = (r?: Record<string, unknown>) => (r?.questionStems as Record<string, string> | undefined) ?? {};

/** exammgtInfo: an exam, its paper edited as questions or rules, and once published its results. */
export default function ExamDetailPage() {
  return (
    <ResourceDetailPage
      entity={examEntity}
      inputs={{
        questions: ({ record, value, onChange }) => (
          <FixedPaperInput stems={stemsOf(record)} {...({ value, onChange } as object)} />
        ),
        rules: ({ value, onChange }) => <RulesInput {...({ value, onChange } as object)} />,
      }}
      viewRender={{
        questions: (r) =>
          r.paperMode === 'rule' ? '—' : <PaperView questions={r.questions} rules={null} stems={stemsOf(r)} />,
        rules: (r) => (r.paperMode === 'rule' ? <PaperView questions={null} rules={r.rules} /> : '—'),
      }}
      children={({ record, access }) =>
        record && record.state === 'published' && <ExamResultsCard examId={record.id} canExport={access.export} />
      }
    />
  );
}
