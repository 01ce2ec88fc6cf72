// Formatting at the edge; money is formatted by client/money/money.ts, dates by components/dates.ts.
export { formatDateTime } from '../../components/dates.ts';
