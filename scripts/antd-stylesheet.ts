/**
 * Builds antd's CSS once, as static stylesheets, instead of having every server render compute and inline it:
 *   - public/antd/antd-base.<content hash>.css: the theme's variables and the rules of the antd look the app
 *     shell copies on every page (BASE_ANTD_COMPONENTS). Small; every page links it before the first paint.
 *   - public/antd/antd.<content hash>.css: every other component's rules. components/common/antd-scope.tsx,
 *     around every part that renders antd, links it as a React stylesheet resource: the server's HTML carries it
 *     only on pages that render antd there (the account page), and in the browser React holds a part that needs
 *     it until it has loaded. Pages that show no antd component until a click do not wait for it.
 * This is antd's documented "whole export" (Server Side Rendering docs: @ant-design/static-style-extract) used
 * together with its `zeroRuntime` theme option (styles/theme.ts), so neither the server nor the browser
 * generates component styles at runtime.
 *
 * With antd 6 every component style reads the theme from CSS variables, so one set of component rules serves
 * both themes; only the variables differ. The base sheet holds:
 *   - the light theme's variables on `.ll-antd` (ANTD_THEME_CLASS, on every antd component root),
 *   - the dark theme's variables on the same selectors under `html[data-theme="dark"]`,
 *   - the base components' rules (identical for light and dark: checked here);
 * the components sheet holds the rest of the rules, with its components' variables.
 *
 * Run by `npm run build:antd-css` (part of `npm run build:web` and `npm run dev`).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { extractStyle } from '@ant-design/static-style-extract';
import * as antd from 'antd';
import { createElement } from 'react';
import { antdThemeFor } from '../styles/antd-theme';
import { ANTD_STYLESHEET_DIR, ANTD_THEME_CLASS, THEME_ATTRIBUTE } from '../styles/theme';
import type { Theme } from '../redux/ui/slice';

/**
 * antd components the site does not use, directly or inside the components it does use (checked against antd's
 * own imports: Popconfirm renders Popover, Dropdown renders Menu, Input.Search renders Space.Compact, App renders
 * message/notification/Modal, Card renders Skeleton (and Tabs only for a `tabList`, which the site never passes),
 * Form renders the grid, ...). Their styles are left out of the sheet (it halves it). Everything else, including
 * components a newer antd adds, is in.
 * If the site starts using one of these, the build puts it back by itself (and says so); remove it from this
 * list then. tests/unit/styles/antd-stylesheet.test.ts fails while a used component is still listed.
 */
export const UNUSED_ANTD_COMPONENTS = [
  'Affix',
  'Anchor',
  'AutoComplete',
  'BackTop',
  'Badge',
  'BorderBeam',
  'Breadcrumb',
  'Calendar',
  'Carousel',
  'Cascader',
  'Collapse',
  'ColorPicker',
  'DatePicker',
  'Flex',
  'FloatButton',
  'InputNumber',
  'List',
  'Listy',
  'Masonry',
  'Mentions',
  'Pagination',
  'QRCode',
  'Rate',
  'Slider',
  'Spin',
  'Splitter',
  'Switch',
  'Tabs',
  'TimePicker',
  'Timeline',
  'Tour',
  'Transfer',
  'Tree',
  'TreeSelect',
  'Upload',
  'Watermark',
] as const;

/** Folders holding the site's browser code (scanned for the antd components it uses). */
export const APP_SOURCE_DIRS = ['pages', 'components', 'layouts', 'lib', 'redux', 'services', 'styles'];

/** antd components whose look the app shell copies on every page (layouts/light-layout.tsx, the app root). */
export const BASE_ANTD_COMPONENTS = ['Layout', 'App'] as const;

export type SheetKind = 'base' | 'components';
const FILE_PREFIX: Record<SheetKind, string> = { base: 'antd-base', components: 'antd' };
export const STYLESHEET_FILE_PATTERN = /^antd(-base)?\.[0-9a-f]{16}\.css$/;

const DARK_SCOPE = `html[${THEME_ATTRIBUTE}="dark"]`;

/** Splits CSS text into its top-level rules (an @media or @keyframes block is one rule). */
export function splitRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) {
        const rule = css.slice(start, i + 1).trim();
        if (rule) rules.push(rule);
        start = i + 1;
      }
    }
  }
  if (depth !== 0 || css.slice(start).trim()) throw new Error('antd CSS could not be split into rules (unbalanced braces)');
  return rules;
}

const selectorsOf = (rule: string) =>
  rule
    .slice(0, rule.indexOf('{'))
    .split(',')
    .map((s) => s.trim());

/** A rule declaring theme variables on the app's antd theme class (`.ll-antd`, `.ll-antd.ant-btn`, ...). */
export function isThemeVariableRule(rule: string): boolean {
  const own = new RegExp(`^\\.${ANTD_THEME_CLASS}(\\.[\\w-]+)*$`);
  return !rule.startsWith('@') && selectorsOf(rule).every((s) => own.test(s));
}

/**
 * Rules the sheet does not need: variables the extraction's own nested ConfigProviders declared on classes
 * derived from React's useId (`.css-var-_R_…`, which nothing on the site carries; nested providers on the site,
 * e.g. in confirm dialogs, declare theirs at runtime) and cssinjs' inline-style bookkeeping rule.
 */
export function isExtractionArtifact(rule: string): boolean {
  return selectorsOf(rule).every((s) => s.startsWith('.css-var-') || s === '.data-ant-cssinjs-cache-path');
}

/** The same variables, applied only while <html data-theme="dark">. */
export function scopeToDarkTheme(rule: string): string {
  const body = rule.slice(rule.indexOf('{'));
  return `${selectorsOf(rule)
    .map((s) => `${DARK_SCOPE} ${s}`)
    .join(',')}${body}`;
}

/** Combines the light and dark extractions into the sheet's text (see the top of this file). */
export function assembleStylesheet(lightCss: string, darkCss: string, header = ''): string {
  const sort = (css: string) => {
    const rules = splitRules(css).filter((r) => !isExtractionArtifact(r));
    return {
      vars: rules.filter(isThemeVariableRule),
      components: rules.filter((r) => !isThemeVariableRule(r)),
    };
  };
  const light = sort(lightCss);
  const dark = sort(darkCss);
  const same = light.components.length === dark.components.length && light.components.every((r, i) => r === dark.components[i]);
  if (!same) {
    const i = light.components.findIndex((r, k) => r !== dark.components[k]);
    throw new Error(
      `antd's component rules differ between the light and dark theme (first at rule ${i}: ${light.components[i]?.slice(0, 160)}): ` +
        'they cannot share one sheet. A theme value is probably used outside CSS variables.',
    );
  }
  if (!light.vars.length) throw new Error(`no theme variables on .${ANTD_THEME_CLASS}: is cssVar.key set in styles/theme.ts?`);
  return [header, ...light.vars, ...dark.vars.map(scopeToDarkTheme), ...light.components].filter(Boolean).join('\n') + '\n';
}

export function stylesheetFileName(css: string, kind: SheetKind): string {
  return `${FILE_PREFIX[kind]}.${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
}

/** `all`'s rules, less those `base` already has (the variables and shared rules both extractions carry). */
export function withoutRulesOf(base: string, all: string): string {
  const present = new Set(splitRules(base));
  return splitRules(all)
    .filter((rule) => !present.has(rule))
    .join('\n');
}

const exportNames = Object.keys(antd);
const exportByFolder = new Map(exportNames.map((name) => [name.toLowerCase(), name]));

/** antd components imported by the site's code: `import { Button, type X } from 'antd'` and `antd/es/<folder>`. */
export function findAntdImports(sources: string[]): Set<string> {
  const used = new Set<string>();
  for (const source of sources) {
    for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]antd['"]/g)) {
      if (m[1]) continue;
      for (const item of m[2].split(',')) {
        const name = item
          .trim()
          .split(/\s+as\s+/)[0]
          .trim();
        if (name && !name.startsWith('type ')) used.add(name);
      }
    }
    for (const m of source.matchAll(/from\s*['"]antd\/(?:es|lib)\/([\w-]+)/g)) {
      const name = exportByFolder.get(m[1].replace(/-/g, ''));
      if (name) used.add(name);
    }
  }
  return used;
}

export function readAppSources(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.(tsx?|jsx?)$/.test(entry.name)) out.push(fs.readFileSync(p, 'utf8'));
    }
  };
  for (const dir of APP_SOURCE_DIRS) walk(path.join(root, dir));
  return out;
}

/** Which antd components to leave out: the unused list minus anything the site now imports. */
export function componentsToExclude(used: Set<string>): { excludes: string[]; nowUsed: string[] } {
  const nowUsed = UNUSED_ANTD_COMPONENTS.filter((name) => used.has(name));
  return { excludes: UNUSED_ANTD_COMPONENTS.filter((name) => !used.has(name)), nowUsed };
}

/** antd's own whole export of every (not excluded) component, rendered under the site's theme for one mode. */
export function extractThemeCss(mode: Theme, excludes: string[], includes?: string[]): string {
  return extractStyle({
    excludes,
    includes,
    customTheme: (node) => createElement(antd.ConfigProvider, { theme: antdThemeFor(mode, { zeroRuntime: false }) }, node),
  });
}

export interface Stylesheet {
  kind: SheetKind;
  css: string;
  fileName: string;
}

export function buildAntdStylesheets(root: string, log: (line: string) => void = console.log): Stylesheet[] {
  const { excludes, nowUsed } = componentsToExclude(findAntdImports(readAppSources(root)));
  if (nowUsed.length) {
    log(`antd stylesheet: the site now uses ${nowUsed.join(', ')}; included. Remove them from UNUSED_ANTD_COMPONENTS in scripts/antd-stylesheet.ts.`);
  }
  const extract = (include?: string[]) => assembleStylesheet(extractThemeCss('light', excludes, include), extractThemeCss('dark', excludes, include));
  const baseRules = extract([...BASE_ANTD_COMPONENTS]);
  const componentRules = withoutRulesOf(baseRules, extract());
  const header = (what: string) => `/* antd ${antd.version} for Limelight (light + dark theme), ${what}, built by scripts/antd-stylesheet.ts: do not edit. */`;
  const sheet = (kind: SheetKind, what: string, rules: string): Stylesheet => {
    const css = `${header(what)}\n${rules.trimEnd()}\n`;
    return { kind, css, fileName: stylesheetFileName(css, kind) };
  };
  return [
    sheet('base', `theme variables and ${BASE_ANTD_COMPONENTS.join(', ')}: every page, before the first paint`, baseRules),
    sheet('components', 'the other components, linked by the parts that render them', componentRules),
  ];
}

/** Writes public/antd/antd-base.<hash>.css and antd.<hash>.css and removes stale sheets there; returns their URL paths. */
export function writeAntdStylesheets(root: string, log: (line: string) => void = console.log): string[] {
  const started = Date.now();
  const sheets = buildAntdStylesheets(root, log);
  const dir = path.join(root, 'public', ANTD_STYLESHEET_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  for (const { css, fileName } of sheets) {
    const target = path.join(dir, fileName);
    if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== css) fs.writeFileSync(target, css);
    log(`antd stylesheet: /${ANTD_STYLESHEET_DIR}/${fileName} (${kib(Buffer.byteLength(css))}, ${kib(gzipSync(css).length)} gzip)`);
  }
  const names = new Set(sheets.map((sheet) => sheet.fileName));
  for (const name of fs.readdirSync(dir)) if (!names.has(name)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  log(`antd stylesheets built in ${Date.now() - started} ms`);
  return sheets.map((sheet) => `/${ANTD_STYLESHEET_DIR}/${sheet.fileName}`);
}
