/** Demo accounts the README lists; every one has a verified e-mail address. */
export const DEMO_ACCOUNTS = [
  { name: 'Demo Admin', username: 'admin', email: 'admin@limelight.local', password: 'admin12345', roles: ['admin', 'user'] },
  { name: 'Demo Fan', username: 'demo', email: 'demo@limelight.local', password: 'demo12345', roles: ['user'] },
  {
    name: 'Demo Performer',
    username: 'performer',
    email: 'performer@limelight.local',
    password: 'performer123',
    roles: ['performer', 'user'],
  },
] as const;
