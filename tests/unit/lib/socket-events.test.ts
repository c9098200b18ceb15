import { SOCKET_EVENTS } from '../../../lib/socket-events';
import { codeOf, sourceFiles } from '../helpers/source-files';

describe('socket event names', () => {
  it('are distinct', () => {
    const names = Object.values(SOCKET_EVENTS);
    expect(new Set(names).size).toBe(names.length);
  });

  it('are written in lib/socket-events.ts only: server, web app, bench and scripts import them from there', () => {
    const files = sourceFiles(['pages', 'layouts', 'components', 'redux', 'services', 'lib', 'types', 'server', 'bench', 'scripts']);
    expect(files).toContain('lib/socket-events.ts');
    const spelledOut = files
      .filter((file) => file !== 'lib/socket-events.ts')
      .flatMap((file) => {
        const code = codeOf(file);
        return Object.values(SOCKET_EVENTS)
          .filter((name) => ['"', "'", '`'].some((quote) => code.includes(`${quote}${name}${quote}`)))
          .map((name) => `${file}: '${name}'`);
      });
    expect(spelledOut).toEqual([]);
  });
});
