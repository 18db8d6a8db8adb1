import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { DialogHost } from '../src/components/dialog-host.tsx';

/** Renders a piece of the app as the app does: inside a router, with the dialog host. */
export function renderInApp(ui: ReactElement, url = '/') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      {ui}
      <DialogHost />
    </MemoryRouter>,
  );
}
