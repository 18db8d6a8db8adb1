import { labels, messages } from '@seller/domain';
import { Button, Col, Row, Skeleton, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { pageTitles } from '../../app/paths.ts';
import { InquiryButton } from '../../components/inquiry-button.tsx';
import { PhonePreview } from '../../components/phone-preview.tsx';
import { RichTextEditor } from '../../components/rich-text-editor/index.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { saveVersioned } from '../../lib/stale-version.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { useMarketGuide, useSaveGuide } from './api.ts';
import { useCan } from '../../lib/rights.ts';

/** Whether editor HTML shows anything: text, an image or a video. */
function hasContent(html: string) {
  if (/<(img|iframe)\b/i.test(html)) return true;
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() !== '';
}

/** `/marketGuide`: the market's guide text with a live phone preview (shown only when there is content). */
export function MarketGuidePage() {
  const session = useRequiredSession();
  const guide = useMarketGuide(session.key);
  const save = useSaveGuide(session.key);
  const canEdit = useCan('market.edit');
  const [html, setHtml] = useState<string | null>(null);
  // The market version the text on screen was loaded from (or last saved as).
  const [version, setVersion] = useState<number | null>(null);
  // The text as loaded (or last saved): an overwrite puts on the newest text only a change made since.
  const loaded = useRef('');

  useEffect(() => {
    if (guide.data && html === null) {
      setHtml(guide.data.guide);
      setVersion(guide.data.version);
      loaded.current = guide.data.guide;
    }
  }, [guide.data, html]);

  const submit = async () => {
    if (!(await dialog.confirm(messages.guide.saveConfirm))) return;
    try {
      let sent = html ?? '';
      const saved = await saveVersioned({
        state: sent,
        base: loaded.current,
        version,
        save: (text, v) => save.mutateAsync({ guide: text, version: v }),
        latest: async () => {
          const fresh = (await guide.refetch()).data;
          return fresh ? { state: fresh.guide, version: fresh.version } : null;
        },
        fields: () => [{ label: labels.market.guide, get: (text) => text, set: (_, text) => text as string }],
        reload: async () => {
          const fresh = (await guide.refetch()).data;
          if (!fresh) return;
          setHtml(fresh.guide);
          setVersion(fresh.version);
          loaded.current = fresh.guide;
        },
        onMerged: (text) => {
          sent = text;
          setHtml(text);
        },
      });
      if (!saved) return;
      setVersion(saved.version);
      loaded.current = sent;
      await dialog.alert(messages.guide.saved);
    } catch (error) {
      await alertError(error);
    }
  };

  const filled = html !== null && hasContent(html);

  return (
    <div className="page">
      <h1 className="page-title">{pageTitles.marketGuide}</h1>
      <Space style={{ marginBottom: 16 }}>
        <InquiryButton />
      </Space>
      {html === null ? (
        <Skeleton active />
      ) : (
        <Row gutter={[24, 24]}>
          <Col xs={24} xl={14}>
            <div style={{ background: '#fff', border: '1px solid #eee', borderRadius: 10, padding: 16 }}>
              <RichTextEditor
                value={html}
                onChange={setHtml}
                label={labels.market.guide}
                placeholder={labels.market.guidePlaceholder}
                uploadPath={`product/${session.id}/${session.key}/editor/`}
              />
              {canEdit && (
                <Button type="primary" style={{ marginTop: 16 }} loading={save.isPending} onClick={() => void submit()}>
                  {labels.common.save}
                </Button>
              )}
            </div>
          </Col>
          <Col xs={24} xl={10}>
            <h2 style={{ fontSize: 16, margin: '0 0 12px' }}>{labels.market.preview}</h2>
            {filled ? (
              <PhonePreview label={labels.market.guidePreview} title={labels.market.guide}>
                <SafeHtml html={html} label={labels.market.guideContent} />
              </PhonePreview>
            ) : (
              <p className="muted" data-testid="guide-empty">
                {messages.common.none}
              </p>
            )}
          </Col>
        </Row>
      )}
    </div>
  );
}
