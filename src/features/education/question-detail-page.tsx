import './education.css';
import { questionEntity } from '@/contract/resource';
import { ResourceDetailPage } from '@/components/resource';
import { AnswerInput, OptionsInput, OptionsView } from './question-inputs';

/** mitembankInfo: one question; options and answer edited as what they are, the right options marked when read. */
export default function QuestionDetailPage() {
  return (
    <ResourceDetailPage
      entity={questionEntity}
      inputs={{
        options: ({ value, onChange }) => <OptionsInput {...({ value, onChange } as object)} />,
        answer: ({ value, onChange }) => <AnswerInput {...({ value, onChange } as object)} />,
      }}
      viewRender={{
        options: (r) => <OptionsView options={r.options} answer={r.answer} />,
        answer: (r) => (Array.isArray(r.answer) ? r.answer.join('') : ''),
      }}
    />
  );
}
