import {
  COUNTRY_CODES,
  CURRENCY,
  EXECUTION_TYPE,
  LOGIN_MODE,
  ORDER_STATUS,
  QR_STATUS,
  QR_STATUS_TEXT,
  RELEASE_TIME_FILTER,
  currencyLabel,
  exchangeLabel,
  executionTypeLabel,
  isResourceFileAllowed,
  labelOf,
  orderStatusLabel,
  questionTypeLabel,
  reportStatusLabel,
  resourceTypeLabel,
  shareTypeLabel,
  sideLabel,
  countryLabel,
} from './code-tables';

describe('code tables', () => {
  it('lists exactly the order statuses of the spec', () => {
    expect(Object.keys(ORDER_STATUS).map(Number)).toEqual([
      0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 101, 104,
    ]);
    expect(orderStatusLabel(2)).toBe('已成');
    expect(orderStatusLabel('4')).toBe('已撤');
    expect(orderStatusLabel(8)).toBe('废单');
    expect(orderStatusLabel(1)).toBe(orderStatusLabel(7));
    expect(orderStatusLabel(5)).toBeUndefined();
  });

  it('labels execution types, sides and currencies', () => {
    expect(Object.keys(EXECUTION_TYPE).map(Number)).toEqual([4, 15, 111, 112, 121, 122, 123]);
    expect(executionTypeLabel(15)).toBe('成交');
    expect(sideLabel(1)).toBe('买入');
    expect(sideLabel('B')).toBe('买入');
    expect(sideLabel('s')).toBe('卖出');
    expect(sideLabel(2)).toBe('卖出');
    expect(Object.keys(CURRENCY)).toEqual(['0', '1', '2', '3']);
    expect(currencyLabel(1)).toBe('人民币');
    expect(currencyLabel(2)).toBe('港币');
    expect(currencyLabel(3)).toBe('美元');
  });

  it('treats report status 0 and 1 alike, and question type 0 and 1 alike', () => {
    expect(reportStatusLabel(0)).toBe('未提交');
    expect(reportStatusLabel(1)).toBe('未提交');
    expect(reportStatusLabel(4)).toBe('已批阅');
    expect(questionTypeLabel(0)).toBe(questionTypeLabel(1));
    expect(questionTypeLabel(2)).toBe('多选题');
    expect(questionTypeLabel(3)).toBe('判断题');
  });

  it('labels resource, share and release-time codes', () => {
    expect(resourceTypeLabel(0)).toBe('不限');
    expect(resourceTypeLabel(3)).toBe('视频');
    expect(shareTypeLabel(2)).toBe('全网共享');
    expect(Object.keys(RELEASE_TIME_FILTER)).toEqual(['0', '1', '2', '3', '4']);
  });

  it('accepts upload files by resource type', () => {
    expect(isResourceFileAllowed(1, 'lesson.PPTX')).toBe(true);
    expect(isResourceFileAllowed(2, 'book.doc')).toBe(true);
    expect(isResourceFileAllowed(3, 'clip.mp4')).toBe(true);
    expect(isResourceFileAllowed(3, 'clip.avi')).toBe(false);
    expect(isResourceFileAllowed(1, 'book.docx')).toBe(false);
    expect(isResourceFileAllowed(0, 'book.docx')).toBe(true);
    expect(isResourceFileAllowed(0, 'noext')).toBe(false);
  });

  it('names exchanges, markets and country codes', () => {
    expect(exchangeLabel('cffex')).toBe('中国金融期货交易所');
    expect(exchangeLabel('GFEX')).toBe('广州期货交易所');
    expect(exchangeLabel('BSE')).toBe('北京证券交易所');
    expect(exchangeLabel('NYSE')).toBeUndefined();
    expect(Object.keys(COUNTRY_CODES)).toEqual(['0086', '0886', '0852', '0001']);
    expect(countryLabel('0852')).toBe('中国香港');
  });

  it('keeps login modes and QR statuses at their spec codes', () => {
    expect(LOGIN_MODE).toEqual({ ACCOUNT: 1, PHONE: 2, QR: 3 });
    expect(QR_STATUS).toEqual({ WAITING: 0, SCANNED: 1, FAILED: 3, AUTHORISED: 4 });
    expect(QR_STATUS_TEXT[1]).toBe('需要在移动端确认登录');
    expect(QR_STATUS_TEXT[4]).toBe('页面即将跳转');
    expect(QR_STATUS_TEXT[3]).toBe('扫码失败');
  });

  it('finds nothing for empty codes', () => {
    expect(labelOf(ORDER_STATUS, undefined)).toBeUndefined();
    expect(labelOf(ORDER_STATUS, '')).toBeUndefined();
  });
});
