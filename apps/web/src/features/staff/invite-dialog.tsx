import {
  checkInvitation,
  labels,
  message,
  messages,
  STAFF_LOGIN_ID_MAX,
  STAFF_NAME_MAX,
  STAFF_ROLES,
  type Invitation,
} from '@seller/domain';
import { Button, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { inviteStaff } from './api.ts';
import { textCount } from '../../lib/text-count.ts';

/** The link an invited person opens: this app's address and the invitation's path. */
export const invitationLink = (invitation: Invitation) => `${window.location.origin}${invitation.path}`;

/** The invitation, shown once after it is made: the link and the code to hand over. */
export function InvitationShown({ invitation }: { invitation: Invitation }) {
  const link = invitationLink(invitation);
  return (
    <div className="invitation-shown" data-testid="invitation">
      <p>{messages.staff.invited}</p>
      <p>
        {labels.staff.invitation}:{' '}
        <a href={link} data-testid="invitation-link">
          {link}
        </a>
      </p>
      <p>
        {labels.staff.invitationCode}: <code data-testid="invitation-code">{invitation.code}</code>
      </p>
      <Button onClick={() => void navigator.clipboard?.writeText(link)}>{labels.staff.copy}</Button>
    </div>
  );
}

/** 직원 초대: name, login id and role; on success the invitation is shown once. */
export function InviteDialog({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: () => void;
}) {
  const [form, setForm] = useState({ name: '', loginId: '', role: 'orders' });
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setForm({ name: '', loginId: '', role: 'orders' });
    setInvitation(null);
    onClose();
  }

  async function submit() {
    const refusal = checkInvitation(form);
    if (refusal) return dialog.alert(message(refusal));
    setBusy(true);
    try {
      setInvitation(await inviteStaff({ ...form, name: form.name.trim() }));
      onInvited();
    } catch (error) {
      await alertError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={labels.staff.invite}
      onCancel={close}
      footer={
        invitation ? (
          <Button onClick={close}>{labels.staff.close}</Button>
        ) : (
          <Button type="primary" loading={busy} onClick={() => void submit()}>
            {labels.staff.inviteSubmit}
          </Button>
        )
      }
    >
      {invitation ? (
        <InvitationShown invitation={invitation} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <label htmlFor="invite-name">{labels.staff.name}</label>
          <Input
            id="invite-name"
            value={form.name}
            count={textCount(STAFF_NAME_MAX)}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
          />
          <label htmlFor="invite-login-id">{labels.staff.loginId}</label>
          <Input
            id="invite-login-id"
            value={form.loginId}
            count={textCount(STAFF_LOGIN_ID_MAX)}
            autoComplete="off"
            onChange={(e) => setForm({ ...form, loginId: e.target.value })}
          />
          <label htmlFor="invite-role">{labels.staff.role}</label>
          <Select
            id="invite-role"
            value={form.role}
            onChange={(role) => setForm({ ...form, role })}
            options={STAFF_ROLES.map((role) => ({
              value: role,
              label: `${labels.staff.roles[role]} — ${labels.staff.roleHelp[role]}`,
            }))}
          />
        </Space>
      )}
    </Modal>
  );
}
