import { CopyOutlined } from '@ant-design/icons';
import { messages } from '@seller/domain';
import { Button } from 'antd';
import { dialog } from '../../lib/dialog.ts';

/**
 * Copies a link (made absolute) to the clipboard and says whether it worked (spec 01 §8: "link
 * copied", "copy failed"). The clipboard needs a secure context (https or localhost).
 */
export function CopyLinkButton({ url }: { url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(url, window.location.href).href);
    } catch {
      await dialog.alert(messages.common.copyFailed);
      return;
    }
    await dialog.alert(messages.common.linkCopied);
  };
  return (
    <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
      {messages.common.copyLink}
    </Button>
  );
}
