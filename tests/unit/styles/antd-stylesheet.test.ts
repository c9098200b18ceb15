/**
 * @jest-environment node
 */
// antd's static stylesheet (scripts/antd-stylesheet.ts): what goes in, how the dark theme is scoped, and that
// the site uses no antd component whose styles the sheet leaves out. Runs in node: the extraction is a
// server render, as in the real build.
import path from 'node:path';
import {
  assembleStylesheet,
  componentsToExclude,
  extractThemeCss,
  findAntdImports,
  isExtractionArtifact,
  isThemeVariableRule,
  readAppSources,
  scopeToDarkTheme,
  splitRules,
  stylesheetFileName,
  STYLESHEET_FILE_PATTERN,
  UNUSED_ANTD_COMPONENTS,
  withoutRulesOf,
} from '../../../scripts/antd-stylesheet';
import { ANTD_THEME_CLASS } from '../../../styles/theme';
import { PALETTE } from '../../../styles/palette';

const root = path.resolve(__dirname, '../../..');
const DARK = 'html[data-theme="dark"]';

describe('splitting and sorting antd CSS', () => {
  it('splits top-level rules, keeping @media blocks whole and braces inside strings as text', () => {
    const css = '.a{color:red;}@media (max-width: 575px){.b{margin:0;}.c{padding:0;}}.d::after{content:"{";}';
    expect(splitRules(css)).toEqual(['.a{color:red;}', '@media (max-width: 575px){.b{margin:0;}.c{padding:0;}}', '.d::after{content:"{";}']);
    expect(() => splitRules('.a{color:red;')).toThrow(/unbalanced/);
  });

  it('tells theme variables, extraction leftovers and component rules apart', () => {
    expect(isThemeVariableRule(`.${ANTD_THEME_CLASS}{--ant-color-primary:#e0245e;}`)).toBe(true);
    expect(isThemeVariableRule(`.${ANTD_THEME_CLASS}.ant-list, .${ANTD_THEME_CLASS}.ant-list-container{--ant-list-x:1px;}`)).toBe(true);
    expect(isThemeVariableRule('.ant-btn{color:var(--ant-color-text);}')).toBe(false);
    expect(isThemeVariableRule(`@media (min-width: 1px){.${ANTD_THEME_CLASS}{--x:1;}}`)).toBe(false);
    expect(isExtractionArtifact('.css-var-_R_29n_.ant-btn{--ant-button-x:1px;}')).toBe(true);
    expect(isExtractionArtifact('.data-ant-cssinjs-cache-path{content:"a:b";}')).toBe(true);
    expect(isExtractionArtifact('.ant-btn{color:red;}')).toBe(false);
  });

  it('scopes every selector of a dark variable rule under html[data-theme="dark"]', () => {
    expect(scopeToDarkTheme(`.${ANTD_THEME_CLASS}.ant-list, .${ANTD_THEME_CLASS}.ant-list-container{--x:#000;}`)).toBe(
      `${DARK} .${ANTD_THEME_CLASS}.ant-list,${DARK} .${ANTD_THEME_CLASS}.ant-list-container{--x:#000;}`,
    );
  });

  it('keeps one copy of the component rules, light variables as they are and dark ones scoped', () => {
    const v = `.${ANTD_THEME_CLASS}`;
    const light = `${v}{--bg:#fff;}.css-var-_R_1_{--bg:#fff;}.ant-btn{background:var(--bg);}.data-ant-cssinjs-cache-path{content:"x";}`;
    const dark = `${v}{--bg:#000;}.css-var-_R_2_{--bg:#000;}.ant-btn{background:var(--bg);}.data-ant-cssinjs-cache-path{content:"y";}`;
    expect(assembleStylesheet(light, dark, '/* h */')).toBe(`/* h */\n${v}{--bg:#fff;}\n${DARK} ${v}{--bg:#000;}\n.ant-btn{background:var(--bg);}\n`);
  });

  it('refuses to build when the themes would need different component rules', () => {
    const v = `.${ANTD_THEME_CLASS}{--bg:#fff;}`;
    expect(() => assembleStylesheet(`${v}.ant-btn{color:#fff;}`, `${v}.ant-btn{color:#000;}`)).toThrow(/differ between the light and dark/);
  });

  it('names the files after their content and kind', () => {
    const name = stylesheetFileName('.a{color:red;}', 'components');
    expect(name).toMatch(STYLESHEET_FILE_PATTERN);
    expect(name).toMatch(/^antd\./);
    expect(stylesheetFileName('.a{color:red;}', 'components')).toBe(name);
    expect(stylesheetFileName('.a{color:blue;}', 'components')).not.toBe(name);
    const base = stylesheetFileName('.a{color:red;}', 'base');
    expect(base).toMatch(STYLESHEET_FILE_PATTERN);
    expect(base).toMatch(/^antd-base\./);
  });

  it('keeps in the components sheet only the rules the base one lacks', () => {
    const base = '.v{--a:1;}\n.ant-layout{color:red;}';
    expect(withoutRulesOf(base, '.v{--a:1;}\n.ant-layout{color:red;}\n.ant-select{color:blue;}')).toBe('.ant-select{color:blue;}');
  });
});

describe('which antd components the sheet carries', () => {
  it('reads the antd components a source file imports (not type-only imports)', () => {
    const used = findAntdImports([
      "import { Button, Form as AntForm, type FormProps } from 'antd';",
      "import type { ThemeConfig } from 'antd';",
      "import { Table } from 'antd';\nimport type { ArgsProps } from 'antd/es/message/interface';",
      "import Pagination from 'antd/es/pagination';",
    ]);
    expect([...used].sort()).toEqual(['Button', 'Form', 'Pagination', 'Table', 'message']);
  });

  it('puts a left-out component back as soon as the site imports it', () => {
    const { excludes, nowUsed } = componentsToExclude(new Set(['Button', 'Timeline']));
    expect(nowUsed).toEqual(['Timeline']);
    expect(excludes).not.toContain('Timeline');
    expect(excludes).toContain('Upload');
  });

  it('leaves out no component the site uses (else remove it from UNUSED_ANTD_COMPONENTS)', () => {
    const used = findAntdImports(readAppSources(root));
    expect(used.has('Button')).toBe(true);
    expect(UNUSED_ANTD_COMPONENTS.filter((name) => used.has(name))).toEqual([]);
  });
});

describe('extracting a theme', () => {
  // Two components keep this quick; the build extracts all of them the same way.
  const build = () => assembleStylesheet(extractThemeCss('light', [], ['Button', 'Layout']), extractThemeCss('dark', [], ['Button', 'Layout']));

  it("carries the site's theme as variables, dark ones scoped, and component rules without hash classes", () => {
    const css = build();
    const rules = splitRules(css);
    const rootVars = rules.find((r) => r.startsWith(`.${ANTD_THEME_CLASS}{`));
    expect(rootVars).toContain(`--ant-color-primary:${PALETTE.light.colorPrimary}`);
    expect(rules.find((r) => r.startsWith(`.${ANTD_THEME_CLASS}.ant-layout{`))).toContain('--ant-layout-body-bg:#f5f6f8');
    expect(rules.find((r) => r.startsWith(`${DARK} .${ANTD_THEME_CLASS}.ant-layout{`))).toContain('--ant-layout-body-bg:#141414');
    expect(rules.find((r) => r.startsWith(`${DARK} .${ANTD_THEME_CLASS}{`))).toContain('--ant-color-bg-container:#141414');
    expect(rules.some((r) => r.startsWith('.ant-btn'))).toBe(true);
    expect(css).not.toMatch(/:where\(\.css-|\.css-var-|data-ant-cssinjs-cache-path/);
  });

  it('splits the rules between the sheets by component', () => {
    const base = build();
    const components = withoutRulesOf(
      base,
      assembleStylesheet(extractThemeCss('light', [], ['Dropdown', 'Menu']), extractThemeCss('dark', [], ['Dropdown', 'Menu'])),
    );
    const componentRules = splitRules(components);
    expect(componentRules.some((r) => r.startsWith('.ant-dropdown'))).toBe(true);
    expect(componentRules.some((r) => r.startsWith(`${DARK} .${ANTD_THEME_CLASS}.ant-dropdown`))).toBe(true);
    // The theme's own variables and the shared rules are not repeated.
    expect(componentRules.some((r) => r.startsWith(`.${ANTD_THEME_CLASS}{`))).toBe(false);
    expect(splitRules(base).some((r) => r.startsWith('.ant-dropdown'))).toBe(false);
  });

  it('produces the same file for the same antd and theme', () => {
    expect(stylesheetFileName(build(), 'base')).toBe(stylesheetFileName(build(), 'base'));
  });
});
