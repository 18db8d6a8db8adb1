import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('ko');
dayjs.tz.setDefault('Asia/Seoul');

/** An ISO instant shown as Seoul local time, `2026-11-22 14:05`. */
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? dayjs(iso).tz('Asia/Seoul').format('YYYY-MM-DD HH:mm') : '';
export const formatDate = (iso: string | null | undefined) =>
  iso ? dayjs(iso).tz('Asia/Seoul').format('YYYY-MM-DD') : '';

export { dayjs };
