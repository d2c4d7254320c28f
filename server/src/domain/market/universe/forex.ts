/** Forex pairs: `code name rate spreadPips dailyVol` (JPY pairs quote to 3 decimals). */
export const FOREX_PAIRS = `
EURUSD 欧元美元 1.0850 0.8 0.005
GBPUSD 英镑美元 1.2700 1.2 0.006
USDJPY 美元日元 150.20 1.0 0.006
AUDUSD 澳元美元 0.6550 1.0 0.007
USDCHF 美元瑞郎 0.8800 1.4 0.005
USDCAD 美元加元 1.3600 1.5 0.004
NZDUSD 纽元美元 0.6000 1.6 0.007
EURJPY 欧元日元 163.00 1.8 0.006
EURGBP 欧元英镑 0.8550 1.3 0.004
USDCNH 美元离岸人民币 7.2000 15 0.002
USDHKD 美元港元 7.8100 10 0.0005
GBPJPY 英镑日元 191.00 2.5 0.007
HKDCNH 港元离岸人民币 0.9219 5 0.002
`;
