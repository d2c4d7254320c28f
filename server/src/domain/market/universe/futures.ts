/**
 * Futures products, main contract only: `product name exchange multiplier tick margin limit price
 * underlying sector`. Index futures follow their index (underlying); commodities follow their
 * sector factor ("-" = no underlying security).
 */
export const FUTURES = `
IF 沪深300股指 CFFEX 300 0.2 0.12 0.1 3900 000300 股指
IH 上证50股指 CFFEX 300 0.2 0.12 0.1 2700 000016 股指
IC 中证500股指 CFFEX 200 0.2 0.14 0.1 5800 000905 股指
IM 中证1000股指 CFFEX 200 0.2 0.15 0.1 6100 000852 股指
T 十年期国债 CFFEX 10000 0.005 0.02 0.02 108 - 国债
TF 五年期国债 CFFEX 10000 0.005 0.012 0.012 106 - 国债
TS 二年期国债 CFFEX 20000 0.002 0.005 0.005 102 - 国债
cu 沪铜 SHFE 5 10 0.1 0.07 75000 - 有色
al 沪铝 SHFE 5 5 0.1 0.07 20000 - 有色
zn 沪锌 SHFE 5 5 0.1 0.07 24000 - 有色
au 沪金 SHFE 1000 0.02 0.1 0.07 600 - 贵金属
ag 沪银 SHFE 15 1 0.12 0.08 7500 - 贵金属
rb 螺纹钢 SHFE 10 1 0.1 0.07 3300 - 黑色
hc 热轧卷板 SHFE 10 1 0.1 0.07 3400 - 黑色
ru 天然橡胶 SHFE 10 5 0.1 0.07 15000 - 化工
fu 燃料油 SHFE 10 1 0.12 0.08 3000 - 能源
sc 原油 INE 1000 0.1 0.12 0.08 550 - 能源
lu 低硫燃料油 INE 10 1 0.12 0.08 3800 - 能源
nr 20号胶 INE 10 5 0.1 0.07 12500 - 化工
ec 集运指数欧线 INE 50 0.1 0.18 0.16 2000 - 航运
m 豆粕 DCE 10 1 0.08 0.06 3000 - 农产品
y 豆油 DCE 10 2 0.08 0.06 7800 - 农产品
p 棕榈油 DCE 10 2 0.08 0.06 8500 - 农产品
c 玉米 DCE 10 1 0.08 0.05 2300 - 农产品
i 铁矿石 DCE 100 0.5 0.13 0.1 800 - 黑色
j 焦炭 DCE 100 0.5 0.12 0.08 2000 - 黑色
jm 焦煤 DCE 60 0.5 0.12 0.08 1300 - 黑色
pp 聚丙烯 DCE 5 1 0.08 0.06 7400 - 化工
l 塑料 DCE 5 1 0.08 0.06 8200 - 化工
SR 白糖 CZCE 10 1 0.07 0.06 6000 - 农产品
CF 棉花 CZCE 5 5 0.07 0.06 14000 - 农产品
TA PTA CZCE 5 2 0.07 0.06 5000 - 化工
MA 甲醇 CZCE 10 1 0.08 0.07 2500 - 化工
FG 玻璃 CZCE 20 1 0.09 0.07 1300 - 建材
SA 纯碱 CZCE 20 1 0.09 0.07 1500 - 化工
AP 苹果 CZCE 10 1 0.1 0.08 7500 - 农产品
si 工业硅 GFEX 5 5 0.09 0.07 10000 - 新能源
lc 碳酸锂 GFEX 1 50 0.09 0.07 75000 - 新能源
`;

/**
 * Option chains: `prefix name kind underlying unit strikeStep expiryMonths vol` where kind is etf,
 * index or commodity. ETF options use the underlying ETF; index options the index; commodity
 * options the main futures contract.
 */
export const OPTION_CHAINS = `
510050 50ETF etf 510050 10000 0.05 2 0.18
510300 300ETF etf 510300 10000 0.1 2 0.18
588000 科创50ETF etf 588000 10000 0.025 2 0.3
159915 创业板ETF etf 159915 10000 0.05 2 0.28
IO 沪深300 index 000300 100 50 2 0.19
MO 中证1000 index 000852 100 100 2 0.24
HO 上证50 index 000016 100 25 2 0.18
cu 沪铜 commodity cu 5 1000 2 0.16
m 豆粕 commodity m 10 50 2 0.2
SR 白糖 commodity SR 10 100 2 0.15
`;
