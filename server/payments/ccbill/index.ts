export { CcbillGateway } from './gateway';
export { CcbillConfigError, readCcbillConfig, type CcbillConfig } from './config';
export { UnsupportedCurrencyError } from './money';
