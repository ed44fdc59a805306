// Every decision record (docs/decisions/NNNN-*.md) opens with its number and title, then its
// date and status (issue 16): `Date: 2026-11-29 · Status: accepted` (or as list items). Run by
// `npm run lint` and `npm test`; exits 1 and names each record that does not.
import fs from "node:fs";
import path from "node:path";

const DIR = path.resolve(import.meta.dirname, "../docs/decisions");
const problems = [];
for (const file of fs.readdirSync(DIR).filter((f) => f.endsWith(".md"))) {
  const number = /^(\d{4})-/.exec(file)?.[1];
  const lines = fs.readFileSync(path.join(DIR, file), "utf8").split("\n");
  const head = lines.slice(1, 8).join("\n");
  if (!number) problems.push(`${file}: the name does not start with a four-digit number`);
  else if (!lines[0]?.startsWith(`# ${number} `)) problems.push(`${file}: the first line is not "# ${number} <title>"`);
  if (!/^(- )?Date: \d{4}-\d{2}-\d{2}/m.test(head)) problems.push(`${file}: no "Date: YYYY-MM-DD" under the title`);
  if (!/Status: \S/.test(head)) problems.push(`${file}: no "Status: …" under the title`);
}
if (problems.length > 0) {
  console.error(`Decision records without their heading:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  process.exit(1);
}
