// Drift the linter cannot see, found in the tracked tree. Three rules, each finding printed as
// `file:line: rule: what`:
//   issue-number        a comment in code naming an entry of a tracker: the word "issue" or
//                       "issues" followed by a number (with or without "#"), or a bare "#" and a
//                       number opening a comment or a parenthesis. The tracker is not in the
//                       repository: the comment says why in words and cites docs/product.md,
//                       docs/security.md or an ADR. Another project's reference (its name, then
//                       "#" and a number) and a URL are not ours and pass; Markdown is not read.
//   cross-package-import  a relative import, re-export, require or mock from one workspace package
//                       into another: packages meet through their names (docs/adr/0001), so a
//                       package's entry points are the ones its package.json exports.
//   missing-file        a comment in code, or a Markdown document, naming a repository file that
//                       is not there: a path with a folder and an extension, an ADR by number
//                       ("docs/adr/" and four digits), or an upper-case document name ending in
//                       ".md". It is looked for from the repository's root, the file's folder and
//                       each folder above it, then as the end of a tracked path; files git ignores
//                       (a build's or a run's output) pass, and so do "./" and "../" paths, which
//                       in prose show an import as its file writes it.
// scripts/lint/drift-allow.txt lets through, for now, the `file:rule` pairs it lists (one a line,
// "#" for notes); an entry that matches nothing any more is printed, to be removed.
// Usage: node scripts/lint/drift.mjs [--root <dir>]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const CODE = /\.(?:[cm]?[jt]sx?)$/;
const HASH_COMMENTED = /(?:\.(?:sh|conf|ya?ml|toml)|(?:^|\/)Dockerfile[^/]*)$/;
const MARKDOWN = /\.md$/;
const SKIPPED = [
  /(?:^|\/)node_modules\//,
  /^scripts\/lint\/fixtures\//,
  /(?:^|\/)package-lock\.json$/,
];

export const RULES = ['issue-number', 'cross-package-import', 'missing-file'];

// ── issue numbers ──────────────────────────────────────────────────────────────────────────────

const ISSUE_WORD = /\bissues?\s+#?\d+/gi;
const BARE_HASH = /(?:^|[([{]\s*|^\s*[*/]*\s*)#\d+\b(?![\w-])/gm;

/** The tracker references in one comment's text. */
export function issueReferences(text) {
  const found = [...text.matchAll(ISSUE_WORD)].map((m) => m[0]);
  for (const m of text.matchAll(BARE_HASH)) found.push(m[0].replace(/^[^#]*/, ''));
  return found;
}

// ── file references ────────────────────────────────────────────────────────────────────────────

const EXTENSIONS = 'md|mjs|cjs|js|jsx|ts|tsx|json|conf|sh|ya?ml|sql|txt|html|css|toml';
const PATH_WITH_FOLDER = new RegExp(
  String.raw`(?<![\w@$<{/:.~*-]|\.\.\./)(?:\.{1,2}/)*[A-Za-z_][\w.-]*(?:/[\w.-]+)*/[\w.-]+\.(?:${EXTENSIONS})(?![\w/*-]|\.\w)`,
  'g',
);
const ADR_NUMBER = /(?<![\w/-])(?:docs\/)?adr\/(\d{4})(?![\w-]*\.md)(?![\w/-])/g;
const UPPER_DOC = /(?<![\w/.-])[A-Z][A-Z0-9_-]+\.md\b/g;

/** The repository files one comment or document names. */
export function fileReferences(text) {
  const withoutUrls = text.replace(/\b[a-z][\w+.-]*:\/\/\S+/gi, (url) => ' '.repeat(url.length));
  return [
    ...[...withoutUrls.matchAll(PATH_WITH_FOLDER)]
      .filter((m) => !m[0].startsWith('.') && !m[0].includes('/.../'))
      .map((m) => ({ ref: m[0], index: m.index })),
    ...[...withoutUrls.matchAll(ADR_NUMBER)].map((m) => ({
      ref: `docs/adr/${m[1]}`,
      adr: m[1],
      index: m.index,
    })),
    ...[...withoutUrls.matchAll(UPPER_DOC)].map((m) => ({ ref: m[0], index: m.index })),
  ];
}

// ── comments and imports of a code file ────────────────────────────────────────────────────────

const scriptKind = (file) =>
  /\.tsx$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.[cm]?ts$/.test(file)
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JSX;

/** Each comment of a JS/TS source, with the offset it starts at. */
function commentsAndImports(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const comments = new Map();
  const specifiers = [];
  const addComments = (ranges) => {
    for (const range of ranges ?? []) comments.set(range.pos, text.slice(range.pos, range.end));
  };
  const moduleCall = (node) => {
    const callee = node.expression.getText(source);
    return (
      node.expression.kind === ts.SyntaxKind.ImportKeyword ||
      /^(?:require|require\.resolve|(?:jest|vi)\.(?:mock|doMock|unmock|requireActual|importActual))$/.test(
        callee,
      )
    );
  };
  const visit = (node) => {
    if (node.kind < ts.SyntaxKind.FirstNode || node.kind === ts.SyntaxKind.EndOfFileToken) {
      addComments(ts.getLeadingCommentRanges(text, node.pos));
      addComments(ts.getTrailingCommentRanges(text, node.end));
      return;
    }
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier);
    } else if (ts.isCallExpression(node) && moduleCall(node)) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) specifiers.push(first);
    } else if (ts.isImportTypeNode(node)) {
      const literal = node.argument.literal;
      if (literal && ts.isStringLiteral(literal)) specifiers.push(literal);
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return {
    comments: [...comments].map(([offset, body]) => ({ offset, body })),
    imports: specifiers.map((literal) => ({
      offset: literal.getStart(source),
      specifier: literal.text,
    })),
  };
}

/** Each `#` comment of a shell, nginx, YAML or Dockerfile source. */
function hashComments(text) {
  const comments = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const at = line.search(/(?:^|\s)#/);
    if (at >= 0) {
      const start = line.indexOf('#', at);
      comments.push({ offset: offset + start, body: line.slice(start) });
    }
    offset += line.length + 1;
  }
  return comments;
}

// ── the tree ───────────────────────────────────────────────────────────────────────────────────

function trackedFiles(root) {
  const out = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return [...new Set(out.split('\0').filter(Boolean))]
    .filter((file) => !SKIPPED.some((pattern) => pattern.test(file)))
    .filter((file) => fs.existsSync(path.join(root, file)));
}

function workspacesOf(root) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return (manifest.workspaces ?? []).map((dir) => dir.replace(/\/$/, ''));
}

const packageOf = (workspaces, file) =>
  workspaces.find((dir) => file === dir || file.startsWith(`${dir}/`)) ?? null;

function ignoredByGit(root, paths) {
  if (!paths.length) return new Set();
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', '--stdin', '-z'], {
      cwd: root,
      input: paths.join('\0'),
      encoding: 'utf8',
    });
    return new Set(out.split('\0').filter(Boolean));
  } catch (error) {
    if (error.status === 1) return new Set(); // none ignored
    throw error;
  }
}

const lineAt = (text, offset) => text.slice(0, offset).split('\n').length;

/** Every finding in the tree at `root`, before the allow-list. */
export function findDrift(root) {
  const files = trackedFiles(root);
  const known = new Set(files);
  const workspaces = workspacesOf(root);
  const adrNumbers = new Set(
    files.map((file) => /^docs\/adr\/(\d{4})-/.exec(file)?.[1]).filter(Boolean),
  );
  const findings = [];
  const fileRefs = [];

  for (const file of files) {
    const isCode = CODE.test(file);
    const isHash = HASH_COMMENTED.test(file);
    const isDoc = MARKDOWN.test(file);
    if (!isCode && !isHash && !isDoc) continue;
    let text;
    try {
      text = fs.readFileSync(path.join(root, file), 'utf8');
    } catch (error) {
      if (error.code === 'ENOENT') continue; // removed since git listed it
      throw error;
    }
    const report = (offset, rule, message) =>
      findings.push({ file, line: lineAt(text, offset), rule, message });

    let comments;
    if (isDoc) comments = [{ offset: 0, body: text }];
    else if (isHash) comments = hashComments(text);
    else {
      const parsed = commentsAndImports(file, text);
      comments = parsed.comments;
      const from = packageOf(workspaces, file);
      for (const { offset, specifier } of parsed.imports) {
        if (!from || !/^\.{1,2}(?:\/|$)/.test(specifier)) continue;
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
        const into = packageOf(workspaces, target);
        if (into && into !== from) {
          report(
            offset,
            'cross-package-import',
            `'${specifier}' reaches from ${from} into ${into}: import it by its package name`,
          );
        }
      }
    }

    for (const { offset, body } of comments) {
      if (!isDoc) {
        for (const reference of issueReferences(body)) {
          const at = offset + body.indexOf(reference);
          report(at, 'issue-number', `"${reference}" names a tracker entry: say why in words`);
        }
      }
      for (const { ref, adr, index } of fileReferences(body)) {
        fileRefs.push({ file, offset: offset + index, ref, adr, text });
      }
    }
  }

  const trackedList = [...known];
  const exists = (file, ref) => {
    const clean = ref;
    const dirs = [];
    for (let dir = path.posix.dirname(file); ; dir = path.posix.dirname(dir)) {
      dirs.push(dir === '.' ? '' : dir);
      if (dir === '.' || dir === '/') break;
    }
    for (const dir of dirs) {
      const candidate = path.posix.normalize(path.posix.join(dir, ref));
      if (known.has(candidate) || fs.existsSync(path.join(root, candidate))) return true;
    }
    return trackedList.some((tracked) => tracked === clean || tracked.endsWith(`/${clean}`));
  };
  const unresolved = fileRefs.filter(({ file, ref, adr }) =>
    adr ? !adrNumbers.has(adr) : !exists(file, ref),
  );
  const ignored = ignoredByGit(
    root,
    unresolved.map(({ ref }) => ref),
  );
  for (const { file, offset, ref, text } of unresolved) {
    if (ignored.has(ref)) continue; // generated: a build's or a run's output
    findings.push({
      file,
      line: lineAt(text, offset),
      rule: 'missing-file',
      message: `names ${ref}, which is not in the repository`,
    });
  }
  return findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** The allow-list's `file:rule` entries. */
export function readAllowList(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

/** Findings the allow-list does not let through, and entries it holds for nothing. */
export function applyAllowList(findings, allowed) {
  const entries = new Set(allowed);
  const used = new Set();
  const left = findings.filter((finding) => {
    const key = `${finding.file}:${finding.rule}`;
    if (!entries.has(key)) return true;
    used.add(key);
    return false;
  });
  return { left, stale: [...entries].filter((entry) => !used.has(entry)) };
}

function main() {
  const args = process.argv.slice(2);
  const rootArg = args.indexOf('--root');
  const root =
    rootArg >= 0
      ? path.resolve(args[rootArg + 1])
      : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const allowFile = path.join(root, 'scripts/lint/drift-allow.txt');
  const { left, stale } = applyAllowList(findDrift(root), readAllowList(allowFile));
  for (const entry of stale) console.log(`drift-allow.txt: ${entry} no longer needed, remove it`);
  for (const { file, line, rule, message } of left)
    console.log(`${file}:${line}: ${rule}: ${message}`);
  console.log(left.length ? `drift: ${left.length} found` : 'drift: none');
  process.exitCode = left.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
