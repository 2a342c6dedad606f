import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import { useResourceText } from './texts';

interface ColumnChooserProps {
  columns: { key: string; title: string }[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}

/** Switches list columns on and off; at least one stays. */
export function ColumnChooser({ columns, hidden, onChange }: ColumnChooserProps) {
  const { t } = useResourceText();
  const shown = columns.filter((c) => !hidden.includes(c.key)).map((c) => c.key);
  const content = (
    <Checkbox.Group
      className="resource-column-chooser"
      value={shown}
      onChange={(next) => {
        if (next.length === 0) return;
        onChange(columns.map((c) => c.key).filter((key) => !next.includes(key)));
      }}
      options={columns.map((c) => ({ value: c.key, label: c.title }))}
    />
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('columns')} content={content}>
      <Button icon={<SettingOutlined />}>{t('columns')}</Button>
    </Popover>
  );
}
