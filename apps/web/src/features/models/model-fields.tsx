import { IMAGE_RULES, labels, MODEL_DESCRIPTION_MAX } from '@seller/domain';
import { Button, Input } from 'antd';
import { useId, useRef } from 'react';
import { PasteCutNotice, usePasteCut } from '../../components/paste-cut.tsx';
import { dialog } from '../../lib/dialog.ts';
import { checkModelImage } from './image-check.ts';
import type { Draft } from './model-draft.ts';
import { textCount } from '../../lib/text-count.ts';

/** A model's description: at most 100 characters, and a paste that does not fit says it was cut. */
export function DescriptionField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const pasteCut = usePasteCut(MODEL_DESCRIPTION_MAX);
  const noticeId = useId();
  return (
    <>
      <Input.TextArea
        aria-label={label}
        aria-describedby={noticeId}
        value={value}
        count={textCount(MODEL_DESCRIPTION_MAX, true)}
        autoSize={{ minRows: 1, maxRows: 4 }}
        onPaste={pasteCut.onPaste}
        onChange={(e) => {
          onChange(e.target.value);
          pasteCut.changed(e.target.value);
        }}
      />
      <PasteCutNotice id={noticeId} cut={pasteCut.cut} max={MODEL_DESCRIPTION_MAX} />
    </>
  );
}

/** The profile image of a row being added or edited: the chosen picture, and the button that picks one. */
export function ImagePicker({ draft, onPick, label }: { draft: Draft; onPick: (file: File) => void; label: string }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="model-image-picker">
      {draft.preview ? (
        <img src={draft.preview} alt={labels.model.previewOf(label)} className="model-thumb" />
      ) : (
        <div className="model-thumb model-thumb-empty">{labels.model.none}</div>
      )}
      <input
        ref={input}
        type="file"
        accept={IMAGE_RULES.MODEL.extensions.map((e) => `.${e}`).join(',')}
        className="sr-only"
        aria-label={label}
        tabIndex={-1}
        onChange={async (e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          const problem = await checkModelImage(files);
          if (problem) return dialog.alert(problem);
          onPick(files[0]!);
        }}
      />
      <Button size="small" onClick={() => input.current?.click()}>
        {draft.preview ? labels.model.change : labels.model.chooseImage}
      </Button>
    </div>
  );
}
