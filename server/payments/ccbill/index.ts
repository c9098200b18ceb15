export { CcbillGateway } from './gateway';
export { CcbillConfigError, readCcbillConfig, type CcbillConfig } from './config';
export { UnsupportedCurrencyError } from './money';
export type { CcbillGatewayEvent } from './webhook-events';
