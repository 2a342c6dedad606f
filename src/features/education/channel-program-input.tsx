import { RefSelect, type CustomInput } from '@/components/resource';
import type { EduChannel } from '@/contract/resource/edu-program';

/** An item's programme, chosen among the channel's own: an item put in another channel's programme would leave the screen. */
export const channelProgramInput =
  (channel: EduChannel): CustomInput =>
  ({ record, value, onChange, id }) => (
    <RefSelect
      id={id}
      entity="eduProgram"
      filters={{ channel }}
      initialLabel={record?.programIdName as string | undefined}
      value={value as number | null | undefined}
      onChange={onChange}
    />
  );
