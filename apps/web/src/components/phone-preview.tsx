import type { ReactNode } from 'react';
import './phone-preview.css';

/** A phone-shaped frame for live previews of what shoppers will see on the storefront. */
export function PhonePreview({ title, children, label }: { title?: string; children: ReactNode; label: string }) {
  return (
    <section className="phone-frame" aria-label={label}>
      <div className="phone-frame-notch" />
      <div className="phone-frame-body">
        {title && <div className="phone-frame-title">{title}</div>}
        {children}
      </div>
    </section>
  );
}
