import { labels, readTypedDateTime, showBundleDateTime, TYPED_DATE_TIME_MAX } from '@seller/domain';
import { Input } from 'antd';
import { useState } from 'react';
import { textCount } from '../../lib/text-count.ts';

/**
 * A bundle date-time as the seller types it (`2026-12-10 09:00`, with seconds, or a day alone).
 * The text is the value: nothing typed is ever cleared. Leaving the field writes a readable
 * date-time in the shown format (a day alone as its start, or for an end its last second) and
 * marks one that cannot be read, naming the format; saving refuses it with its own message.
 */
export function DateTimeField({
  id,
  value,
  onChange,
  endOfDay = false,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  endOfDay?: boolean;
}) {
  const [unreadable, setUnreadable] = useState(false);
  const hintId = `${id}-hint`;
  return (
    <div className="date-time-field">
      <Input
        id={id}
        value={value}
        placeholder={labels.bundle.dateTimeFormat}
        aria-invalid={unreadable || undefined}
        aria-describedby={hintId}
        status={unreadable ? 'error' : undefined}
        count={textCount(TYPED_DATE_TIME_MAX)}
        autoComplete="off"
        style={{ width: 200 }}
        onChange={(e) => {
          setUnreadable(false);
          onChange(e.target.value);
        }}
        onBlur={() => {
          if (value.trim() === '') return;
          const read = readTypedDateTime(value, { endOfDay });
          setUnreadable(!read);
          if (read && showBundleDateTime(read) !== value) onChange(showBundleDateTime(read));
        }}
      />
      <div id={hintId} className={unreadable ? 'date-time-error' : 'muted'}>
        {unreadable ? labels.bundle.dateTimeUnreadable : labels.bundle.dateTimeHint}
      </div>
    </div>
  );
}
