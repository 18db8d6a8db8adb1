import { labels, message, messages, STAFF_ROLES, type Invitation, type StaffMember } from '@seller/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Result, Select, Skeleton, Space, Table } from 'antd';
import { useState } from 'react';
import { pageTitles } from '../../app/paths.ts';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { changeRole, disableStaff, enableStaff, handOver, reinviteStaff, removeStaff, useStaff } from './api.ts';
import { InvitationShown, InviteDialog } from './invite-dialog.tsx';

/**
 * `/staff` (직원 관리, the owner's): the market's people with role, state and second step; invite,
 * change a role, disable (their sessions end at once), enable, remove, and hand ownership over.
 */
export function StaffPage() {
  const session = useRequiredSession();
  const queryClient = useQueryClient();
  const staff = useStaff();
  const [inviting, setInviting] = useState(false);
  const [reissued, setReissued] = useState<Invitation | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.all });

  /** Runs a change after an optional confirmation, then shows its message and reads the list again. */
  async function act(run: () => Promise<unknown>, done: string, confirm?: string) {
    if (confirm && !(await dialog.confirm(confirm, { cancelText: messages.common.cancel }))) return;
    try {
      await run();
      await refresh();
      await dialog.alert(done);
    } catch (error) {
      await alertError(error);
    }
  }

  async function onHandOver(member: StaffMember) {
    await act(
      () => handOver(member.loginId),
      messages.staff.handedOver,
      message('staff.handOverConfirm', { name: member.name }),
    );
    await queryClient.invalidateQueries({ queryKey: queryKeys.seller.all });
  }

  const columns = [
    {
      title: labels.staff.name,
      dataIndex: 'name',
      render: (name: string, m: StaffMember) => (m.loginId === session.id ? `${name} ${labels.staff.you}` : name),
    },
    { title: labels.staff.loginId, dataIndex: 'loginId' },
    {
      title: labels.staff.role,
      dataIndex: 'role',
      render: (_: unknown, m: StaffMember) =>
        m.role === 'owner' || m.loginId === session.id ? (
          labels.staff.roles[m.role]
        ) : (
          <Select
            aria-label={labels.staff.changeRoleOf(m.name)}
            value={m.role}
            style={{ width: 170 }}
            onChange={(role) => void act(() => changeRole(m.loginId, role), messages.staff.roleChanged)}
            options={STAFF_ROLES.map((role) => ({ value: role, label: labels.staff.roles[role] }))}
          />
        ),
    },
    {
      title: labels.staff.status,
      dataIndex: 'status',
      render: (status: StaffMember['status']) => labels.staff.statuses[status],
    },
    {
      title: labels.staff.secondStep,
      dataIndex: 'secondStep',
      render: (on: boolean) => (on ? labels.staff.on : labels.staff.off),
    },
    {
      title: labels.staff.actions,
      key: 'actions',
      render: (_: unknown, m: StaffMember) =>
        m.role === 'owner' || m.loginId === session.id ? null : (
          <Space wrap size={4}>
            {(m.status === 'invited' || m.status === 'expired') && (
              <Button size="small" onClick={() => void reinviteStaff(m.loginId).then(setReissued, alertError)}>
                {labels.staff.reinvite}
              </Button>
            )}
            {m.status === 'active' && (
              <Button
                size="small"
                onClick={() =>
                  void act(
                    () => disableStaff(m.loginId),
                    messages.staff.disabled,
                    message('staff.disableConfirm', { name: m.name }),
                  )
                }
              >
                {labels.staff.disable}
              </Button>
            )}
            {m.status === 'disabled' && (
              <Button size="small" onClick={() => void act(() => enableStaff(m.loginId), messages.staff.enabled)}>
                {labels.staff.enable}
              </Button>
            )}
            {m.status === 'active' && (
              <Button size="small" onClick={() => void onHandOver(m)}>
                {labels.staff.handOver}
              </Button>
            )}
            <Button
              size="small"
              danger
              onClick={() =>
                void act(
                  () => removeStaff(m.loginId),
                  messages.staff.removed,
                  message('staff.removeConfirm', { name: m.name }),
                )
              }
            >
              {labels.staff.remove}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <div className="page">
      <h1 className="page-title">{pageTitles.staff}</h1>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => setInviting(true)}>
          {labels.staff.invite}
        </Button>
      </Space>
      {staff.isPending ? (
        <Skeleton active />
      ) : !staff.data ? (
        <Result status="warning" title={messages.common.serverError} />
      ) : (
        <Table<StaffMember>
          rowKey="loginId"
          size="small"
          bordered
          pagination={false}
          columns={columns}
          dataSource={staff.data.staff}
          locale={{ emptyText: labels.staff.none }}
        />
      )}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} onInvited={() => void refresh()} />
      <Modal
        open={reissued !== null}
        title={labels.staff.reinvite}
        onCancel={() => setReissued(null)}
        footer={<Button onClick={() => setReissued(null)}>{labels.staff.close}</Button>}
      >
        {reissued && <InvitationShown invitation={reissued} />}
      </Modal>
    </div>
  );
}
