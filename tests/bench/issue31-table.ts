// Prints issue 31's table from the rows the sync and orders benchmarks recorded in this `npm run bench`
// (`--reset`, at the start of the run, clears the last run's rows instead).
// Run: npx tsx tests/bench/issue31-table.ts
import { issue31Table, resetIssue31 } from './issue31.ts';

if (process.argv.includes('--reset')) resetIssue31();
else console.log(`\nIssue 31 (Amazon changes, MCF orders, tracking), this run:\n${issue31Table()}\n`);
