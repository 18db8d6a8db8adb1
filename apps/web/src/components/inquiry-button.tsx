import { labels } from '@seller/domain';
import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { externalLinks } from '../lib/links.ts';

/** Opens the seller-centre inquiry chat in a new tab (account and market guide screens). */
export function InquiryButton() {
  return (
    <Button icon={<MessageOutlined aria-hidden />} href={externalLinks.inquiryChat} target="_blank" rel="noreferrer">
      {labels.shell.inquiry}
    </Button>
  );
}
