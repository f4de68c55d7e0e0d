// `npm run --silent lottery -- <command>`: reads one JSON plan on stdin, prints one JSON object.
// Bad input prints {"error": "..."} naming the problem and exits 1 (2 for an internal fault).
import { LotteryInputError, runCommand } from '../src/index.ts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function fail(problem: string, code: number): never {
  process.stdout.write(`${JSON.stringify({ error: problem })}\n`);
  process.exit(code);
}

const command = process.argv[2];
if (!command) fail('missing command: summary, split, settle, optimise, filter or passes', 1);
const text = await readStdin();
let json: unknown;
try {
  json = JSON.parse(text);
} catch (error) {
  fail(`malformed JSON on stdin: ${(error as Error).message}`, 1);
}
try {
  process.stdout.write(`${JSON.stringify(runCommand(command, json))}\n`);
} catch (error) {
  if (error instanceof LotteryInputError) fail(error.problem, 1);
  fail(`internal error: ${(error as Error).message}`, 2);
}
