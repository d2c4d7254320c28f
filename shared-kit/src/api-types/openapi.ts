// Generated from the server's OpenAPI document (GET /docs/json) by openapi-typescript: do not edit.
// Regenerate: node scripts/api-types/generate.mjs. server/src/http/api-types.test.ts fails when
// this file no longer matches the server.
export interface paths {
  '/api/Login/LoginByToken': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 以有效令牌换取登录信息 */
    get: {
      parameters: {
        query?: {
          token?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                ExpiresAt: string;
                hasCombinePower: boolean;
                hasTrainUsePower: boolean;
                Id: number;
                isAdminRole: boolean;
                IsFirstLogin: boolean;
                isNormalUserRole: boolean;
                isSystemAdmin: boolean;
                MobilePhone: string;
                Name: string;
                Role: 'student' | 'teacher' | 'admin';
                Token: string;
                tpTypeID?: number | null;
                trainType?: number | null;
                UserCode: string;
                UserID: number;
                UserName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 以有效令牌换取登录信息 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                ExpiresAt: string;
                hasCombinePower: boolean;
                hasTrainUsePower: boolean;
                Id: number;
                isAdminRole: boolean;
                IsFirstLogin: boolean;
                isNormalUserRole: boolean;
                isSystemAdmin: boolean;
                MobilePhone: string;
                Name: string;
                Role: 'student' | 'teacher' | 'admin';
                Token: string;
                tpTypeID?: number | null;
                trainType?: number | null;
                UserCode: string;
                UserID: number;
                UserName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/ChangePassWordByPhone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 通过手机验证码重置密码（需 verificationType 4 验证码） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            newPassword: string;
            phone: string;
            phoneCode: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/existsnameorphone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 用户名或手机号是否已被使用（data 为 true 表示已存在） */
    get: {
      parameters: {
        query: {
          name: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 账号密码登录（账号为用户名或绑定手机号） */
    get: {
      parameters: {
        query?: {
          account?: string;
          applicationMark?: string;
          mac?: string;
          passWord?: string;
          userName?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                ExpiresAt: string;
                hasCombinePower: boolean;
                hasTrainUsePower: boolean;
                Id: number;
                isAdminRole: boolean;
                IsFirstLogin: boolean;
                isNormalUserRole: boolean;
                isSystemAdmin: boolean;
                MobilePhone: string;
                Name: string;
                Role: 'student' | 'teacher' | 'admin';
                Token: string;
                tpTypeID?: number | null;
                trainType?: number | null;
                UserCode: string;
                UserID: number;
                UserName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 账号密码登录（账号为用户名或绑定手机号） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            account?: string;
            applicationMark?: string;
            mac?: string;
            passWord?: string;
            userName?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                ExpiresAt: string;
                hasCombinePower: boolean;
                hasTrainUsePower: boolean;
                Id: number;
                isAdminRole: boolean;
                IsFirstLogin: boolean;
                isNormalUserRole: boolean;
                isSystemAdmin: boolean;
                MobilePhone: string;
                Name: string;
                Role: 'student' | 'teacher' | 'admin';
                Token: string;
                tpTypeID?: number | null;
                trainType?: number | null;
                UserCode: string;
                UserID: number;
                UserName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/LoginByPhoneCode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 手机验证码登录 */
    get: {
      parameters: {
        query?: {
          mobilePhone?: string;
          phoneCode?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                ExpiresAt: string;
                hasCombinePower: boolean;
                hasTrainUsePower: boolean;
                Id: number;
                isAdminRole: boolean;
                IsFirstLogin: boolean;
                isNormalUserRole: boolean;
                isSystemAdmin: boolean;
                MobilePhone: string;
                Name: string;
                Role: 'student' | 'teacher' | 'admin';
                Token: string;
                tpTypeID?: number | null;
                trainType?: number | null;
                UserCode: string;
                UserID: number;
                UserName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 手机验证码登录 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            mobilePhone?: string;
            phoneCode?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                ExpiresAt: string;
                hasCombinePower: boolean;
                hasTrainUsePower: boolean;
                Id: number;
                isAdminRole: boolean;
                IsFirstLogin: boolean;
                isNormalUserRole: boolean;
                isSystemAdmin: boolean;
                MobilePhone: string;
                Name: string;
                Role: 'student' | 'teacher' | 'admin';
                Token: string;
                tpTypeID?: number | null;
                trainType?: number | null;
                UserCode: string;
                UserID: number;
                UserName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/SendPhoneCode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 发送短信验证码（verificationType: 1注册 2登录 3绑定手机 4找回密码，默认2） */
    get: {
      parameters: {
        query: {
          phone: string;
          verificationType?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 发送短信验证码（verificationType: 1注册 2登录 3绑定手机 4找回密码，默认2） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            phone: string;
            verificationType?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/User/tokenvalidity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 令牌是否有效（data.valid） */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                expiresAt: string | null;
                valid: boolean;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Calendar/GetEmptyQuoteList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 分时图空白时间轴：data = { tradingDate, exchangeCode, times: ["09:31", …, "15:00"] } */
    get: {
      parameters: {
        query?: {
          exchangeCode?: string;
          symbol?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                exchangeCode: string;
                times: string[];
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/forex-detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/forex-detail/config.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              status: string;
              uptime: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/identity/queryqrcodestatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 查询二维码状态：0等待 1已扫码 3失败 4已授权（4 时 data.User 为登录信息）；须带 saveqrcode 返回的 QRCodeSecret */
    get: {
      parameters: {
        query: {
          QRCodeKey: string;
          QRCodeSecret?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                APIUrl: string;
                Freq: number;
                Info: string;
                QRCodeKey: string;
                Status: 0 | 1 | 4 | 3;
                User?: {
                  ExpiresAt: string;
                  hasCombinePower: boolean;
                  hasTrainUsePower: boolean;
                  Id: number;
                  isAdminRole: boolean;
                  IsFirstLogin: boolean;
                  isNormalUserRole: boolean;
                  isSystemAdmin: boolean;
                  MobilePhone: string;
                  Name: string;
                  Role: 'student' | 'teacher' | 'admin';
                  Token: string;
                  tpTypeID?: number | null;
                  trainType?: number | null;
                  UserCode: string;
                  UserID: number;
                  UserName: string;
                };
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/identity/saveqrcode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 登记二维码会话（状态 0），返回 Freq、APIUrl、Status、Info、服务器生成的 QRCodeKey 与仅发给本浏览器的 QRCodeSecret（客户端提交的 QRCodeKey 被忽略） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ClientIP?: string;
            IsSubLogin?: boolean;
            QRCodeApplicationMark?: string;
            QRCodeKey?: string;
            Type?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                APIUrl: string;
                Freq: number;
                Info: string;
                QRCodeKey: string;
                QRCodeSecret: string;
                Status: 0 | 1 | 4 | 3;
                User?: {
                  ExpiresAt: string;
                  hasCombinePower: boolean;
                  hasTrainUsePower: boolean;
                  Id: number;
                  isAdminRole: boolean;
                  IsFirstLogin: boolean;
                  isNormalUserRole: boolean;
                  isSystemAdmin: boolean;
                  MobilePhone: string;
                  Name: string;
                  Role: 'student' | 'teacher' | 'admin';
                  Token: string;
                  tpTypeID?: number | null;
                  trainType?: number | null;
                  UserCode: string;
                  UserID: number;
                  UserName: string;
                };
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/identity/scanqrcode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 移动端扫码（Action: scan 扫码, confirm 确认登录, cancel 取消），需移动端登录令牌 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Action?: 'scan' | 'confirm' | 'cancel';
            QRCodeKey: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                APIUrl: string;
                Freq: number;
                Info: string;
                QRCodeKey: string;
                Status: 0 | 1 | 4 | 3;
                User?: {
                  ExpiresAt: string;
                  hasCombinePower: boolean;
                  hasTrainUsePower: boolean;
                  Id: number;
                  isAdminRole: boolean;
                  IsFirstLogin: boolean;
                  isNormalUserRole: boolean;
                  isSystemAdmin: boolean;
                  MobilePhone: string;
                  Name: string;
                  Role: 'student' | 'teacher' | 'admin';
                  Token: string;
                  tpTypeID?: number | null;
                  trainType?: number | null;
                  UserCode: string;
                  UserID: number;
                  UserName: string;
                };
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/portal/remotes.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/QuotationAPI/api/v1/min/values/symbol': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** K线：freq = 1/5/15/30/60（分钟）、D、W、M；分钟线 days = 1…5 个交易日（默认当日），日线 count ≤ 1000。data = { symbol, market, shortName, freq, preClose, bars: [{ time, open, high, low, close, volume, amount }] } */
    get: {
      parameters: {
        query?: {
          count?: number;
          date?: string;
          days?: number;
          freq?: string;
          market?: string;
          symbol?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                bars: {
                  amount: number;
                  close: number;
                  high: number;
                  low: number;
                  open: number;
                  time: string;
                  volume: number;
                }[];
                freq: string;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                preClose: number | null;
                shortName: string;
                symbol: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/QuotationAPI/api/v1/security/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 证券检索（代码、简称、拼音首字母，不区分大小写），limit ≤ 50（默认 30）：data = [{ symbol, shortname, pyshortname, market, typeid }] */
    get: {
      parameters: {
        query?: {
          isIncludeIndex?: boolean | string;
          keyword?: string;
          limit?: number;
          markets?: string;
          pageIndex?: number;
          pageSize?: number;
          searchString?: string;
          type?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                market: string;
                pyshortname: string;
                shortname: string;
                symbol: string;
                typeid: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/robot/ask': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 机器人问答：question 按关键词、同义词、拼音检索常见问题，或 id 直接取一条；data = { matched, id, question, answer, link, related } */
    get: {
      parameters: {
        query?: {
          id?: string;
          question?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                answer: string;
                id: string | null;
                link: {
                  label: string;
                  path: string;
                } | null;
                matched: boolean;
                question: string | null;
                related: {
                  id: string;
                  question: string;
                }[];
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 机器人问答：question 按关键词、同义词、拼音检索常见问题，或 id 直接取一条；data = { matched, id, question, answer, link, related } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            id?: string;
            question?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                answer: string;
                id: string | null;
                link: {
                  label: string;
                  path: string;
                } | null;
                matched: boolean;
                question: string | null;
                related: {
                  id: string;
                  question: string;
                }[];
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/robot/createsecretbyloginname': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 创建机器人聊天 secret：data = { loginName, secret, userto } */
    get: {
      parameters: {
        query: {
          LoginName: string;
          Userto?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                loginName: string;
                secret: string;
                userto: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 创建机器人聊天 secret：data = { loginName, secret, userto } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            LoginName: string;
            Userto?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                loginName: string;
                secret: string;
                userto: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/robot/querysecret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 查询机器人聊天 secret：data = { loginName, secret } */
    get: {
      parameters: {
        query: {
          loginName: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                loginName: string;
                secret: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/static/security/newplate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 板块列表（可按名称过滤）：data = { total, list: [{ plateId, plateName, count }] } */
    get: {
      parameters: {
        query?: {
          isIncludeIndex?: boolean | string;
          keyword?: string;
          limit?: number;
          markets?: string;
          pageIndex?: number;
          pageSize?: number;
          searchString?: string;
          type?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  count: number;
                  plateId: number;
                  plateName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/static/security/plate/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 板块成分（可按关键字过滤）：data = { plateId, plateName, total, list: [{ symbol, shortname, pyshortname, market, typeid }] } */
    get: {
      parameters: {
        query?: {
          isIncludeIndex?: boolean | string;
          keyword?: string;
          limit?: number;
          markets?: string;
          pageIndex?: number;
          pageSize?: number;
          searchString?: string;
          type?: number;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  market: string;
                  pyshortname: string;
                  shortname: string;
                  symbol: string;
                  typeid: number;
                }[];
                plateId: number;
                plateName: string;
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/static/security/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 证券检索（代码、简称、拼音首字母，不区分大小写），limit ≤ 50（默认 30）：data = [{ symbol, shortname, pyshortname, market, typeid }] */
    get: {
      parameters: {
        query?: {
          isIncludeIndex?: boolean | string;
          keyword?: string;
          limit?: number;
          markets?: string;
          pageIndex?: number;
          pageSize?: number;
          searchString?: string;
          type?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                market: string;
                pyshortname: string;
                shortname: string;
                symbol: string;
                typeid: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tick/symbols': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 实时行情快照：codes 为逗号分隔代码（可带 .市场），为空时按 markets 列出全部；pageSize ≤ 200；orderBy 为 changePct、last、volume、amount 等，sortord = asc/desc。data = { total, list: [行情] } */
    get: {
      parameters: {
        query?: {
          codes?: string;
          markets?: string;
          orderBy?: string;
          pageIndex?: number;
          pageSize?: number;
          sortord?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  amount: number;
                  askPrices: number[];
                  askVolumes: number[];
                  bidPrices: number[];
                  bidVolumes: number[];
                  change: number;
                  changePct: number;
                  currency: 1 | 2 | 3;
                  high: number;
                  intervalVolume: number;
                  last: number;
                  limitDown: number | null;
                  limitUp: number | null;
                  lot: number;
                  low: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  open: number;
                  phase:
                    | 'pre-open'
                    | 'opening-auction'
                    | 'pre-continuous'
                    | 'continuous'
                    | 'lunch'
                    | 'closing-auction'
                    | 'closed';
                  preClose: number;
                  pyShortName: string;
                  securityType: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 19 | 21;
                  shortName: string;
                  symbol: string;
                  tick: number;
                  time: string;
                  tradingDate: string;
                  volume: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 实时行情快照：codes 为逗号分隔代码（可带 .市场），为空时按 markets 列出全部；pageSize ≤ 200；orderBy 为 changePct、last、volume、amount 等，sortord = asc/desc。data = { total, list: [行情] } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            codes?: string;
            markets?: string;
            orderBy?: string;
            pageIndex?: number;
            pageSize?: number;
            sortord?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  amount: number;
                  askPrices: number[];
                  askVolumes: number[];
                  bidPrices: number[];
                  bidVolumes: number[];
                  change: number;
                  changePct: number;
                  currency: 1 | 2 | 3;
                  high: number;
                  intervalVolume: number;
                  last: number;
                  limitDown: number | null;
                  limitUp: number | null;
                  lot: number;
                  low: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  open: number;
                  phase:
                    | 'pre-open'
                    | 'opening-auction'
                    | 'pre-continuous'
                    | 'continuous'
                    | 'lunch'
                    | 'closing-auction'
                    | 'closed';
                  preClose: number;
                  pyShortName: string;
                  securityType: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 19 | 21;
                  shortName: string;
                  symbol: string;
                  tick: number;
                  time: string;
                  tradingDate: string;
                  volume: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/TradeGW/BaseData/GetSecurityCurInfoForVE': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 证券基础信息：data 为分号分隔的记录，每条逗号分隔 9 个字段 symbol,market,shortName,pyShortName,securityType,flagBits,lcp,bQtyStep,minTickSize（flagBits：1 ST，2 T+0，4 有涨跌停，8 指数，16 衍生品） */
    get: {
      parameters: {
        query?: {
          markets?: string;
          securities?: string;
          securityType?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: string;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 证券基础信息：data 为分号分隔的记录，每条逗号分隔 9 个字段 symbol,market,shortName,pyShortName,securityType,flagBits,lcp,bQtyStep,minTickSize（flagBits：1 ST，2 T+0，4 有涨跌停，8 指数，16 衍生品） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            markets?: string;
            securities?: string;
            securityType?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: string;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/TradeGW/HisQuery/QueryUserInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 资金账户：data = { userID, assetAccounts: [{ assetType, accountid, matchID, currency }] } */
    get: {
      parameters: {
        query?: {
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccounts: {
                  accountid: number;
                  assetType: number;
                  currency: number;
                  matchID: number;
                }[];
                userID: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 资金账户：data = { userID, assetAccounts: [{ assetType, accountid, matchID, currency }] } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccounts: {
                  accountid: number;
                  assetType: number;
                  currency: number;
                  matchID: number;
                }[];
                userID: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/TradeGW/Query/QueryMaxBuyVolume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 最大可买数量：data = { maxVolume } */
    get: {
      parameters: {
        query: {
          assetAccount?: number;
          market?: string;
          price?: number;
          security: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                maxVolume: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 最大可买数量：data = { maxVolume } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            market?: string;
            price?: number;
            security: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                maxVolume: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/TradeGW/Query/QueryMaxSellVolume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 最大可卖数量：data = { maxVolume } */
    get: {
      parameters: {
        query: {
          assetAccount?: number;
          market?: string;
          price?: number;
          security: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                maxVolume: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 最大可卖数量：data = { maxVolume } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            market?: string;
            price?: number;
            security: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                maxVolume: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/TradeGW/Query/QueryQuote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 单个证券实时行情（五档盘口、涨跌停价、成交量）：data = 行情 */
    get: {
      parameters: {
        query?: {
          market?: string;
          security?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                amount: number;
                askPrices: number[];
                askVolumes: number[];
                bidPrices: number[];
                bidVolumes: number[];
                change: number;
                changePct: number;
                currency: 1 | 2 | 3;
                high: number;
                intervalVolume: number;
                last: number;
                limitDown: number | null;
                limitUp: number | null;
                lot: number;
                low: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                open: number;
                phase:
                  | 'pre-open'
                  | 'opening-auction'
                  | 'pre-continuous'
                  | 'continuous'
                  | 'lunch'
                  | 'closing-auction'
                  | 'closed';
                preClose: number;
                pyShortName: string;
                securityType: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 19 | 21;
                shortName: string;
                symbol: string;
                tick: number;
                time: string;
                tradingDate: string;
                volume: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 单个证券实时行情（五档盘口、涨跌停价、成交量）：data = 行情 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            market?: string;
            security?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                amount: number;
                askPrices: number[];
                askVolumes: number[];
                bidPrices: number[];
                bidVolumes: number[];
                change: number;
                changePct: number;
                currency: 1 | 2 | 3;
                high: number;
                intervalVolume: number;
                last: number;
                limitDown: number | null;
                limitUp: number | null;
                lot: number;
                low: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                open: number;
                phase:
                  | 'pre-open'
                  | 'opening-auction'
                  | 'pre-continuous'
                  | 'continuous'
                  | 'lunch'
                  | 'closing-auction'
                  | 'closed';
                preClose: number;
                pyShortName: string;
                securityType: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 19 | 21;
                shortName: string;
                symbol: string;
                tick: number;
                time: string;
                tradingDate: string;
                volume: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/TradeGW/Query/QuerySecurityAssets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 持仓：data = { total, list } */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          field?: string;
          market?: string;
          pageIndex?: number;
          pageSize?: number;
          securityType?: number;
          sort?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  cost: number;
                  costPrice: number;
                  floatingPL: number;
                  floatingPLRatio: number;
                  frozenQty: number;
                  lastPrice: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  marketValue: number;
                  posSide: string;
                  qty: number;
                  realisedPL: number;
                  security: string;
                  securityName: string;
                  securityType: number;
                  sellableQty: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 持仓：data = { total, list } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            field?: string;
            market?: string;
            pageIndex?: number;
            pageSize?: number;
            securityType?: number;
            sort?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  cost: number;
                  costPrice: number;
                  floatingPL: number;
                  floatingPLRatio: number;
                  frozenQty: number;
                  lastPrice: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  marketValue: number;
                  posSide: string;
                  qty: number;
                  realisedPL: number;
                  security: string;
                  securityName: string;
                  securityType: number;
                  sellableQty: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/TradeGW/Trade/PlaceXHOrder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 现货委托（限价 bizAction=0，市价 bizAction=1），data 为委托 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            bizAction?: number;
            bizID?: string;
            clOrdId?: string;
            market?: string;
            orderQty: number;
            origClOrdId?: string;
            price?: number;
            security: string;
            side: number | string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                avgPrice: number;
                cancelable: boolean;
                clOrdId: string | null;
                effect?: string;
                fees: number;
                filledAmount: number;
                filledQty: number;
                frozenAmount: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                orderId: number;
                orderQty: number;
                orderTime: string;
                orderType: 'market' | 'limit';
                price: number;
                rejectCode: number | null;
                rejectReason: string;
                security: string;
                securityName: string;
                securityType: number;
                side: 1 | 2;
                sideName: string;
                status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                statusName: string;
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VEISP/F9/GetFinance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 财务报表（最近20个季度，新在前）：[{ period, reportDate, revenue, grossProfit, netProfit, eps, equity, bvps, operatingCashFlow, grossMargin, netMargin, roeTtm }] */
    get: {
      parameters: {
        query: {
          market?: string;
          symbol: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                bvps: number;
                endDate: string;
                eps: number;
                epsTtm: number | null;
                equity: number;
                grossMargin: number | null;
                grossProfit: number;
                netMargin: number | null;
                netProfit: number;
                operatingCashFlow: number;
                period: string;
                reportDate: string;
                revenue: number;
                roeTtm: number | null;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VEISP/F9/GetHolders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 十大股东与分红、公司行动：{ sharesOutstanding, holders, dividends: [{ exDate, cashPerShare, sharesPerShare, source }] } */
    get: {
      parameters: {
        query: {
          market?: string;
          symbol: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                dividends: {
                  cashPerShare: number;
                  code: string;
                  exDate: string;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  sharesPerShare: number;
                  source: string;
                }[];
                holders: {
                  kind: string;
                  name: string;
                  pct: number;
                  rank: number;
                  shares: number;
                }[];
                sharesOutstanding: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VEISP/F9/GetProfile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 公司概况、今日指标与行业估值对比：{ profile, indicators, industry: [{ indexId, value, median, rank, count }] } */
    get: {
      parameters: {
        query: {
          market?: string;
          symbol: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                indicators:
                  | ({
                      industry: string;
                      market: string;
                      shortName: string;
                      symbol: string;
                    } & {
                      [key: string]: (never | null) | string | number;
                    })
                  | null;
                industry: {
                  count: number;
                  indexId:
                    | 'price'
                    | 'marketValue'
                    | 'changePct'
                    | 'pe'
                    | 'pb'
                    | 'ps'
                    | 'dividendYield'
                    | 'roe'
                    | 'grossMargin'
                    | 'netMargin'
                    | 'eps'
                    | 'revenueYoy'
                    | 'profitYoy'
                    | 'maDeviation20'
                    | 'momentum20'
                    | 'momentum60'
                    | 'turnoverRate'
                    | 'volumeRatio';
                  median: number | null;
                  rank: number | null;
                  value: number | null;
                }[];
                profile: {
                  business: string;
                  code: string;
                  concepts: string[];
                  fullName: string;
                  industry: string;
                  listDate: string;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  name: string;
                  region: string;
                  sharesOutstanding: number;
                };
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VEISP/F9/ImportStatements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 导入真实季度财务数据（CSV，列见 API-research.md），整份文件全部通过才生效 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            csv: string;
            market?: string;
            symbol: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                code: string;
                errors: {
                  line: number;
                  message: string;
                }[];
                failnum: number;
                message: string;
                successnum: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VEISP/StockPick/DeleteScheme': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 删除选股方案及其回测 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            schemeId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VEISP/StockPick/GetBacktestReport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 回测报告：净值与基准曲线、回撤、排名指标、成交明细、每期持仓 */
    get: {
      parameters: {
        query: {
          backtestId: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                backtestId: number;
                createTime: string | null;
                elapsedMs: number | null;
                error: string | null;
                finishTime: string | null;
                params: {
                  benchmark?: string;
                  endDate?: string;
                  holdings?: number;
                  initialCash?: number;
                  rebalanceDays?: number;
                  startDate?: string;
                  weighting?: 'equal' | 'marketCap';
                };
                progress: number;
                report: {
                  bench: number[];
                  dates: string[];
                  dividends: number;
                  drawdown: number[];
                  finalAssets: number;
                  metrics: {
                    Alpha: number | null;
                    AnnualYield: number | null;
                    AverageYield: number | null;
                    BetaValue: number | null;
                    InformationRatio: number | null;
                    JensonIndex: number | null;
                    MaxRetracement: number | null;
                    SharpIndex: number | null;
                    StockAbility: number | null;
                    TimingAbility: number | null;
                    TotalYield: number | null;
                    TrackingError: number | null;
                    TradingDays: number;
                    TreynorIndex: number | null;
                    Velocity: number | null;
                    YieldStandardDev: number | null;
                  };
                  nav: number[];
                  rebalances: {
                    cash: number;
                    date: string;
                    holdings: {
                      code: string;
                      market: string;
                      name: string;
                      price: number;
                      qty: number;
                      value: number;
                      weight: number;
                    }[];
                  }[];
                  totalAssets: number[];
                  totalFees: number;
                  trades: {
                    amount: number;
                    code: string;
                    date: string;
                    fees: number;
                    market: string;
                    name: string;
                    price: number;
                    qty: number;
                    side: 'S' | 'B';
                  }[];
                } | null;
                schemeId: number;
                schemeName: string;
                status: 'running' | 'done' | 'failed';
                summary: {
                  [key: string]: number | null;
                } | null;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 回测报告：净值与基准曲线、回撤、排名指标、成交明细、每期持仓 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            backtestId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                backtestId: number;
                createTime: string | null;
                elapsedMs: number | null;
                error: string | null;
                finishTime: string | null;
                params: {
                  benchmark?: string;
                  endDate?: string;
                  holdings?: number;
                  initialCash?: number;
                  rebalanceDays?: number;
                  startDate?: string;
                  weighting?: 'equal' | 'marketCap';
                };
                progress: number;
                report: {
                  bench: number[];
                  dates: string[];
                  dividends: number;
                  drawdown: number[];
                  finalAssets: number;
                  metrics: {
                    Alpha: number | null;
                    AnnualYield: number | null;
                    AverageYield: number | null;
                    BetaValue: number | null;
                    InformationRatio: number | null;
                    JensonIndex: number | null;
                    MaxRetracement: number | null;
                    SharpIndex: number | null;
                    StockAbility: number | null;
                    TimingAbility: number | null;
                    TotalYield: number | null;
                    TrackingError: number | null;
                    TradingDays: number;
                    TreynorIndex: number | null;
                    Velocity: number | null;
                    YieldStandardDev: number | null;
                  };
                  nav: number[];
                  rebalances: {
                    cash: number;
                    date: string;
                    holdings: {
                      code: string;
                      market: string;
                      name: string;
                      price: number;
                      qty: number;
                      value: number;
                      weight: number;
                    }[];
                  }[];
                  totalAssets: number[];
                  totalFees: number;
                  trades: {
                    amount: number;
                    code: string;
                    date: string;
                    fees: number;
                    market: string;
                    name: string;
                    price: number;
                    qty: number;
                    side: 'S' | 'B';
                  }[];
                } | null;
                schemeId: number;
                schemeName: string;
                status: 'running' | 'done' | 'failed';
                summary: {
                  [key: string]: number | null;
                } | null;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VEISP/StockPick/GetBacktests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我的回测列表（可按方案过滤） */
    get: {
      parameters: {
        query?: {
          schemeId?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                backtestId: number;
                createTime: string | null;
                elapsedMs: number | null;
                error: string | null;
                finishTime: string | null;
                params: {
                  benchmark?: string;
                  endDate?: string;
                  holdings?: number;
                  initialCash?: number;
                  rebalanceDays?: number;
                  startDate?: string;
                  weighting?: 'equal' | 'marketCap';
                };
                progress: number;
                schemeId: number;
                schemeName: string;
                status: 'running' | 'done' | 'failed';
                summary: {
                  [key: string]: number | null;
                } | null;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 我的回测列表（可按方案过滤） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            schemeId?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                backtestId: number;
                createTime: string | null;
                elapsedMs: number | null;
                error: string | null;
                finishTime: string | null;
                params: {
                  benchmark?: string;
                  endDate?: string;
                  holdings?: number;
                  initialCash?: number;
                  rebalanceDays?: number;
                  startDate?: string;
                  weighting?: 'equal' | 'marketCap';
                };
                progress: number;
                schemeId: number;
                schemeName: string;
                status: 'running' | 'done' | 'failed';
                summary: {
                  [key: string]: number | null;
                } | null;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VEISP/StockPick/GetIndexList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 选股指标（按估值、盈利、成长、技术分组）：[{ group, groupName, list: [{ indexId, indexName, unit, digits }] }] */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: (
                | {
                    /** @enum {string} */
                    group: 'valuation';
                    /** @enum {string} */
                    groupName: '估值指标';
                    list: {
                      digits: number;
                      group: 'valuation' | 'profitability' | 'growth' | 'technical';
                      indexId: string;
                      indexName: string;
                      unit: string;
                    }[];
                  }
                | {
                    /** @enum {string} */
                    group: 'profitability';
                    /** @enum {string} */
                    groupName: '盈利能力';
                    list: {
                      digits: number;
                      group: 'valuation' | 'profitability' | 'growth' | 'technical';
                      indexId: string;
                      indexName: string;
                      unit: string;
                    }[];
                  }
                | {
                    /** @enum {string} */
                    group: 'growth';
                    /** @enum {string} */
                    groupName: '成长能力';
                    list: {
                      digits: number;
                      group: 'valuation' | 'profitability' | 'growth' | 'technical';
                      indexId: string;
                      indexName: string;
                      unit: string;
                    }[];
                  }
                | {
                    /** @enum {string} */
                    group: 'technical';
                    /** @enum {string} */
                    groupName: '技术指标';
                    list: {
                      digits: number;
                      group: 'valuation' | 'profitability' | 'growth' | 'technical';
                      indexId: string;
                      indexName: string;
                      unit: string;
                    }[];
                  }
              )[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 选股指标（按估值、盈利、成长、技术分组）：[{ group, groupName, list: [{ indexId, indexName, unit, digits }] }] */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: (
                | {
                    /** @enum {string} */
                    group: 'valuation';
                    /** @enum {string} */
                    groupName: '估值指标';
                    list: {
                      digits: number;
                      group: 'valuation' | 'profitability' | 'growth' | 'technical';
                      indexId: string;
                      indexName: string;
                      unit: string;
                    }[];
                  }
                | {
                    /** @enum {string} */
                    group: 'profitability';
                    /** @enum {string} */
                    groupName: '盈利能力';
                    list: {
                      digits: number;
                      group: 'valuation' | 'profitability' | 'growth' | 'technical';
                      indexId: string;
                      indexName: string;
                      unit: string;
                    }[];
                  }
                | {
                    /** @enum {string} */
                    group: 'growth';
                    /** @enum {string} */
                    groupName: '成长能力';
                    list: {
                      digits: number;
                      group: 'valuation' | 'profitability' | 'growth' | 'technical';
                      indexId: string;
                      indexName: string;
                      unit: string;
                    }[];
                  }
                | {
                    /** @enum {string} */
                    group: 'technical';
                    /** @enum {string} */
                    groupName: '技术指标';
                    list: {
                      digits: number;
                      group: 'valuation' | 'profitability' | 'growth' | 'technical';
                      indexId: string;
                      indexName: string;
                      unit: string;
                    }[];
                  }
              )[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VEISP/StockPick/GetIndexRange': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 各指标今日的最小值与最大值：[{ indexId, min, max }] */
    get: {
      parameters: {
        query?: {
          indexIds?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  indexId:
                    | 'price'
                    | 'marketValue'
                    | 'changePct'
                    | 'pe'
                    | 'pb'
                    | 'ps'
                    | 'dividendYield'
                    | 'roe'
                    | 'grossMargin'
                    | 'netMargin'
                    | 'eps'
                    | 'revenueYoy'
                    | 'profitYoy'
                    | 'maDeviation20'
                    | 'momentum20'
                    | 'momentum60'
                    | 'turnoverRate'
                    | 'volumeRatio';
                  max: number | null;
                  min: number | null;
                }[];
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 各指标今日的最小值与最大值：[{ indexId, min, max }] */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            indexIds?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  indexId:
                    | 'price'
                    | 'marketValue'
                    | 'changePct'
                    | 'pe'
                    | 'pb'
                    | 'ps'
                    | 'dividendYield'
                    | 'roe'
                    | 'grossMargin'
                    | 'netMargin'
                    | 'eps'
                    | 'revenueYoy'
                    | 'profitYoy'
                    | 'maDeviation20'
                    | 'momentum20'
                    | 'momentum60'
                    | 'turnoverRate'
                    | 'volumeRatio';
                  max: number | null;
                  min: number | null;
                }[];
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VEISP/StockPick/GetPlateList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 行业与概念板块：{ industries: [{ plateId, plateName, count }], concepts: [...] } */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                concepts: {
                  count: number;
                  plateId: number;
                  plateName:
                    | '国企改革'
                    | '人工智能'
                    | '新能源'
                    | '高股息'
                    | '消费升级'
                    | '数字经济'
                    | '一带一路'
                    | '专精特新'
                    | '半导体'
                    | '碳中和'
                    | '央企控股'
                    | '机构重仓';
                }[];
                industries: {
                  count: number;
                  plateId: number;
                  plateName: string;
                }[];
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 行业与概念板块：{ industries: [{ plateId, plateName, count }], concepts: [...] } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                concepts: {
                  count: number;
                  plateId: number;
                  plateName:
                    | '国企改革'
                    | '人工智能'
                    | '新能源'
                    | '高股息'
                    | '消费升级'
                    | '数字经济'
                    | '一带一路'
                    | '专精特新'
                    | '半导体'
                    | '碳中和'
                    | '央企控股'
                    | '机构重仓';
                }[];
                industries: {
                  count: number;
                  plateId: number;
                  plateName: string;
                }[];
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VEISP/StockPick/GetSchemeDetail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 方案详情：{ scheme, picks（今日选出的前N只）, total, backtests } */
    get: {
      parameters: {
        query: {
          schemeId: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                backtests: {
                  backtestId: number;
                  createTime: string | null;
                  elapsedMs: number | null;
                  error: string | null;
                  finishTime: string | null;
                  params: {
                    benchmark?: string;
                    endDate?: string;
                    holdings?: number;
                    initialCash?: number;
                    rebalanceDays?: number;
                    startDate?: string;
                    weighting?: 'equal' | 'marketCap';
                  };
                  progress: number;
                  schemeId: number;
                  schemeName: string;
                  status: 'running' | 'done' | 'failed';
                  summary: {
                    [key: string]: number | null;
                  } | null;
                }[];
                picks: ({
                  industry: string;
                  market: string;
                  shortName: string;
                  symbol: string;
                } & {
                  [key: string]: (never | null) | string | number;
                })[];
                scheme: {
                  conditions: {
                    indexId:
                      | 'price'
                      | 'marketValue'
                      | 'changePct'
                      | 'pe'
                      | 'pb'
                      | 'ps'
                      | 'dividendYield'
                      | 'roe'
                      | 'grossMargin'
                      | 'netMargin'
                      | 'eps'
                      | 'revenueYoy'
                      | 'profitYoy'
                      | 'maDeviation20'
                      | 'momentum20'
                      | 'momentum60'
                      | 'turnoverRate'
                      | 'volumeRatio';
                    max?: number | null;
                    min?: number | null;
                    order?: 'asc' | 'desc';
                    top?: number | null;
                  }[];
                  createTime: string | null;
                  holdings?: number;
                  plateIds?: number[];
                  rebalanceDays?: number;
                  schemeId: number;
                  schemeName: string;
                  sortBy?:
                    | 'price'
                    | 'marketValue'
                    | 'changePct'
                    | 'pe'
                    | 'pb'
                    | 'ps'
                    | 'dividendYield'
                    | 'roe'
                    | 'grossMargin'
                    | 'netMargin'
                    | 'eps'
                    | 'revenueYoy'
                    | 'profitYoy'
                    | 'maDeviation20'
                    | 'momentum20'
                    | 'momentum60'
                    | 'turnoverRate'
                    | 'volumeRatio';
                  sortOrder?: 'asc' | 'desc';
                  updateTime: string | null;
                  userId: number;
                  weighting?: 'equal' | 'marketCap';
                };
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 方案详情：{ scheme, picks（今日选出的前N只）, total, backtests } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            schemeId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                backtests: {
                  backtestId: number;
                  createTime: string | null;
                  elapsedMs: number | null;
                  error: string | null;
                  finishTime: string | null;
                  params: {
                    benchmark?: string;
                    endDate?: string;
                    holdings?: number;
                    initialCash?: number;
                    rebalanceDays?: number;
                    startDate?: string;
                    weighting?: 'equal' | 'marketCap';
                  };
                  progress: number;
                  schemeId: number;
                  schemeName: string;
                  status: 'running' | 'done' | 'failed';
                  summary: {
                    [key: string]: number | null;
                  } | null;
                }[];
                picks: ({
                  industry: string;
                  market: string;
                  shortName: string;
                  symbol: string;
                } & {
                  [key: string]: (never | null) | string | number;
                })[];
                scheme: {
                  conditions: {
                    indexId:
                      | 'price'
                      | 'marketValue'
                      | 'changePct'
                      | 'pe'
                      | 'pb'
                      | 'ps'
                      | 'dividendYield'
                      | 'roe'
                      | 'grossMargin'
                      | 'netMargin'
                      | 'eps'
                      | 'revenueYoy'
                      | 'profitYoy'
                      | 'maDeviation20'
                      | 'momentum20'
                      | 'momentum60'
                      | 'turnoverRate'
                      | 'volumeRatio';
                    max?: number | null;
                    min?: number | null;
                    order?: 'asc' | 'desc';
                    top?: number | null;
                  }[];
                  createTime: string | null;
                  holdings?: number;
                  plateIds?: number[];
                  rebalanceDays?: number;
                  schemeId: number;
                  schemeName: string;
                  sortBy?:
                    | 'price'
                    | 'marketValue'
                    | 'changePct'
                    | 'pe'
                    | 'pb'
                    | 'ps'
                    | 'dividendYield'
                    | 'roe'
                    | 'grossMargin'
                    | 'netMargin'
                    | 'eps'
                    | 'revenueYoy'
                    | 'profitYoy'
                    | 'maDeviation20'
                    | 'momentum20'
                    | 'momentum60'
                    | 'turnoverRate'
                    | 'volumeRatio';
                  sortOrder?: 'asc' | 'desc';
                  updateTime: string | null;
                  userId: number;
                  weighting?: 'equal' | 'marketCap';
                };
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VEISP/StockPick/GetSchemes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我的选股方案 */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                conditions: {
                  indexId:
                    | 'price'
                    | 'marketValue'
                    | 'changePct'
                    | 'pe'
                    | 'pb'
                    | 'ps'
                    | 'dividendYield'
                    | 'roe'
                    | 'grossMargin'
                    | 'netMargin'
                    | 'eps'
                    | 'revenueYoy'
                    | 'profitYoy'
                    | 'maDeviation20'
                    | 'momentum20'
                    | 'momentum60'
                    | 'turnoverRate'
                    | 'volumeRatio';
                  max?: number | null;
                  min?: number | null;
                  order?: 'asc' | 'desc';
                  top?: number | null;
                }[];
                createTime: string | null;
                holdings?: number;
                plateIds?: number[];
                rebalanceDays?: number;
                schemeId: number;
                schemeName: string;
                sortBy?:
                  | 'price'
                  | 'marketValue'
                  | 'changePct'
                  | 'pe'
                  | 'pb'
                  | 'ps'
                  | 'dividendYield'
                  | 'roe'
                  | 'grossMargin'
                  | 'netMargin'
                  | 'eps'
                  | 'revenueYoy'
                  | 'profitYoy'
                  | 'maDeviation20'
                  | 'momentum20'
                  | 'momentum60'
                  | 'turnoverRate'
                  | 'volumeRatio';
                sortOrder?: 'asc' | 'desc';
                updateTime: string | null;
                weighting?: 'equal' | 'marketCap';
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 我的选股方案 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                conditions: {
                  indexId:
                    | 'price'
                    | 'marketValue'
                    | 'changePct'
                    | 'pe'
                    | 'pb'
                    | 'ps'
                    | 'dividendYield'
                    | 'roe'
                    | 'grossMargin'
                    | 'netMargin'
                    | 'eps'
                    | 'revenueYoy'
                    | 'profitYoy'
                    | 'maDeviation20'
                    | 'momentum20'
                    | 'momentum60'
                    | 'turnoverRate'
                    | 'volumeRatio';
                  max?: number | null;
                  min?: number | null;
                  order?: 'asc' | 'desc';
                  top?: number | null;
                }[];
                createTime: string | null;
                holdings?: number;
                plateIds?: number[];
                rebalanceDays?: number;
                schemeId: number;
                schemeName: string;
                sortBy?:
                  | 'price'
                  | 'marketValue'
                  | 'changePct'
                  | 'pe'
                  | 'pb'
                  | 'ps'
                  | 'dividendYield'
                  | 'roe'
                  | 'grossMargin'
                  | 'netMargin'
                  | 'eps'
                  | 'revenueYoy'
                  | 'profitYoy'
                  | 'maDeviation20'
                  | 'momentum20'
                  | 'momentum60'
                  | 'turnoverRate'
                  | 'volumeRatio';
                sortOrder?: 'asc' | 'desc';
                updateTime: string | null;
                weighting?: 'equal' | 'marketCap';
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VEISP/StockPick/Query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 条件选股：conditions（区间 min/max、前N名 top/order）、plateIds、排序、分页 → { total, tradingDate, list } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            conditions: {
              /** @enum {string} */
              indexId:
                | 'pe'
                | 'pb'
                | 'ps'
                | 'dividendYield'
                | 'marketValue'
                | 'roe'
                | 'grossMargin'
                | 'netMargin'
                | 'eps'
                | 'revenueYoy'
                | 'profitYoy'
                | 'price'
                | 'changePct'
                | 'maDeviation20'
                | 'momentum20'
                | 'momentum60'
                | 'turnoverRate'
                | 'volumeRatio';
              max?: number | null;
              min?: number | null;
              order?: 'asc' | 'desc';
              top?: number | null;
            }[];
            pageIndex?: number;
            pageSize?: number;
            plateIds?: number[];
            /** @enum {string} */
            sortBy?:
              | 'pe'
              | 'pb'
              | 'ps'
              | 'dividendYield'
              | 'marketValue'
              | 'roe'
              | 'grossMargin'
              | 'netMargin'
              | 'eps'
              | 'revenueYoy'
              | 'profitYoy'
              | 'price'
              | 'changePct'
              | 'maDeviation20'
              | 'momentum20'
              | 'momentum60'
              | 'turnoverRate'
              | 'volumeRatio';
            sortOrder?: 'asc' | 'desc';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: ({
                  industry: string;
                  market: string;
                  shortName: string;
                  symbol: string;
                } & {
                  [key: string]: (never | null) | string | number;
                })[];
                pageIndex: number;
                pageSize: number;
                total: number;
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VEISP/StockPick/RunBacktest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 回测方案：data = { backtestId, queued }；进度经 hub 推送 BacktestProgress（排队时 status 为 queued；用户之间轮流执行） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            benchmark?: string;
            endDate?: string;
            holdings?: number;
            initialCash?: number;
            rebalanceDays?: number;
            schemeId: number;
            startDate?: string;
            weighting?: 'equal' | 'marketCap';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                backtestId: number;
                benchmark: string;
                endDate: string;
                holdings: number;
                initialCash: number;
                queued: boolean;
                rebalanceDays: number;
                startDate: string;
                weighting: 'equal' | 'marketCap';
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VEISP/StockPick/SaveScheme': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 保存选股方案（schemeId 有值时修改）：data = schemeId */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            conditions: {
              /** @enum {string} */
              indexId:
                | 'pe'
                | 'pb'
                | 'ps'
                | 'dividendYield'
                | 'marketValue'
                | 'roe'
                | 'grossMargin'
                | 'netMargin'
                | 'eps'
                | 'revenueYoy'
                | 'profitYoy'
                | 'price'
                | 'changePct'
                | 'maDeviation20'
                | 'momentum20'
                | 'momentum60'
                | 'turnoverRate'
                | 'volumeRatio';
              max?: number | null;
              min?: number | null;
              order?: 'asc' | 'desc';
              top?: number | null;
            }[];
            holdings?: number;
            plateIds?: number[];
            rebalanceDays?: number;
            schemeId?: number;
            schemeName: string;
            /** @enum {string} */
            sortBy?:
              | 'pe'
              | 'pb'
              | 'ps'
              | 'dividendYield'
              | 'marketValue'
              | 'roe'
              | 'grossMargin'
              | 'netMargin'
              | 'eps'
              | 'revenueYoy'
              | 'profitYoy'
              | 'price'
              | 'changePct'
              | 'maDeviation20'
              | 'momentum20'
              | 'momentum60'
              | 'turnoverRate'
              | 'volumeRatio';
            sortOrder?: 'asc' | 'desc';
            weighting?: 'equal' | 'marketCap';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: number;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Combine/Add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 创建组合并开立交易账户 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            breedIDs?: number[] | string;
            combineName: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                accountID: number | null;
                breadNameList: string[];
                breedIDs: number[];
                combineID: number;
                combineName: string;
                createTime: string;
                isTopMatch: boolean;
                loginTime: string | null;
                matchName: string;
                userID: number;
              } | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Combine/Delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 删除组合 */
    get: {
      parameters: {
        query: {
          combineID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 删除组合 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            combineID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Combine/GetAll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我的组合：CombineInfo[] */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                accountID: number | null;
                breadNameList: string[];
                breedIDs: number[];
                combineID: number;
                combineName: string;
                createTime: string;
                isTopMatch: boolean;
                loginTime: string | null;
                matchName: string;
                userID: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 我的组合：CombineInfo[] */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                accountID: number | null;
                breadNameList: string[];
                breedIDs: number[];
                combineID: number;
                combineName: string;
                createTime: string;
                isTopMatch: boolean;
                loginTime: string | null;
                matchName: string;
                userID: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Combine/Login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 进入组合 */
    get: {
      parameters: {
        query: {
          combineID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                accountID: number | null;
                breadNameList: string[];
                breedIDs: number[];
                combineID: number;
                combineName: string;
                createTime: string;
                isTopMatch: boolean;
                loginTime: string | null;
                matchName: string;
                userID: number;
              } | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 进入组合 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            combineID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                accountID: number | null;
                breadNameList: string[];
                breedIDs: number[];
                combineID: number;
                combineName: string;
                createTime: string;
                isTopMatch: boolean;
                loginTime: string | null;
                matchName: string;
                userID: number;
              } | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Consul/GetChatIsShow': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 是否显示在线客服 */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Consul/GetConfig': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 读取配置项（如 ChartTabCount），未知键 data 为 null */
    get: {
      parameters: {
        query: {
          key: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: string | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/ExperimentalReport/GetContestReport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 比赛实验报告（含比赛交易记录） */
    get: {
      parameters: {
        query: {
          templateID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                comment: string;
                content: string;
                linkTitle: string;
                markTime: string | null;
                matchID: number | null;
                realName: string;
                reportID: number | null;
                requirement: string;
                score: number | null;
                status: number;
                statusName: string;
                submitTime: string | null;
                templateID: number;
                title: string;
                tpInfoID: number | null;
                tradeRecord: {
                  fills: {
                    amount: number;
                    code: string;
                    fees: number;
                    market: string;
                    orderID: number;
                    price: number;
                    qty: number;
                    reportID: number;
                    side: number;
                    sideName: string;
                    time: string;
                  }[];
                  orders: {
                    code: string;
                    filledAmount: number;
                    filledQty: number;
                    market: string;
                    orderID: number;
                    price: number;
                    qty: number;
                    securityName: string;
                    side: number;
                    sideName: string;
                    status: number;
                    statusName: string;
                    time: string;
                  }[];
                  source: 'project' | 'contest';
                  sourceTitle: string;
                  summary: {
                    buyAmount: number;
                    fees: number;
                    fillCount: number;
                    orderCount: number;
                    sellAmount: number;
                  };
                } | null;
                userName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 比赛实验报告（含比赛交易记录） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            templateID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                comment: string;
                content: string;
                linkTitle: string;
                markTime: string | null;
                matchID: number | null;
                realName: string;
                reportID: number | null;
                requirement: string;
                score: number | null;
                status: number;
                statusName: string;
                submitTime: string | null;
                templateID: number;
                title: string;
                tpInfoID: number | null;
                tradeRecord: {
                  fills: {
                    amount: number;
                    code: string;
                    fees: number;
                    market: string;
                    orderID: number;
                    price: number;
                    qty: number;
                    reportID: number;
                    side: number;
                    sideName: string;
                    time: string;
                  }[];
                  orders: {
                    code: string;
                    filledAmount: number;
                    filledQty: number;
                    market: string;
                    orderID: number;
                    price: number;
                    qty: number;
                    securityName: string;
                    side: number;
                    sideName: string;
                    status: number;
                    statusName: string;
                    time: string;
                  }[];
                  source: 'project' | 'contest';
                  sourceTitle: string;
                  summary: {
                    buyAmount: number;
                    fees: number;
                    fillCount: number;
                    orderCount: number;
                    sellAmount: number;
                  };
                } | null;
                userName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/ExperimentalReport/SaveContestReport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 保存或提交比赛实验报告（富文本） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            content: string;
            submit: boolean;
            templateID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                status: number;
                statusName?: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/ExperimentalReport/SearchMyContestReports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我参加的比赛的实验报告 */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                comment: string;
                content: string;
                linkTitle: string;
                markTime: string | null;
                matchID: number | null;
                realName: string;
                reportID: number | null;
                requirement: string;
                score: number | null;
                status: number;
                statusName: string;
                submitTime: string | null;
                templateID: number;
                title: string;
                tpInfoID: number | null;
                /** @enum {object|null} */
                tradeRecord?: never | null;
                userName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 我参加的比赛的实验报告 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                comment: string;
                content: string;
                linkTitle: string;
                markTime: string | null;
                matchID: number | null;
                realName: string;
                reportID: number | null;
                requirement: string;
                score: number | null;
                status: number;
                statusName: string;
                submitTime: string | null;
                templateID: number;
                title: string;
                tpInfoID: number | null;
                /** @enum {object|null} */
                tradeRecord?: never | null;
                userName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/ForexQuery/GetForexInterestInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 外汇隔夜利息（年化 %，虚盘持仓每日结算时按此表计息）：data = [{ symbol, longRate, shortRate }] */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                longRate: number;
                shortRate: number;
                symbol: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 外汇隔夜利息（年化 %，虚盘持仓每日结算时按此表计息）：data = [{ symbol, longRate, shortRate }] */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                longRate: number;
                shortRate: number;
                symbol: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/ForexQuery/GetForexSecurityCurInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 外汇货币对实时报价：data = [{ symbol, shortName, bid, ask, last, high, low, preClose, changePct, decimals }] */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                ask: number;
                bid: number;
                changePct: number;
                decimals: number;
                high: number;
                last: number;
                low: number;
                preClose: number;
                shortName: string;
                symbol: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 外汇货币对实时报价：data = [{ symbol, shortName, bid, ask, last, high, low, preClose, changePct, decimals }] */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                ask: number;
                bid: number;
                changePct: number;
                decimals: number;
                high: number;
                last: number;
                low: number;
                preClose: number;
                shortName: string;
                symbol: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/ForexQuery/GetForexTradeRules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 外汇交易规则（每个货币对，来自证券主数据与外汇规则表）：data = [{ symbol, shortName, baseCurrency, quoteCurrency, minQty, qtyStep, tick, decimals, pip, spread, spreadPips, quoteCnyRate（规则表）, liveQuoteCnyRate（按实时行情折算，无行情时同规则表）, commissionRate, tPlusN }] */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                baseCurrency: string;
                commissionRate: number;
                decimals: number;
                liveQuoteCnyRate: number;
                minQty: number;
                pip: number;
                qtyStep: number;
                quoteCnyRate: number | null;
                quoteCurrency: string;
                shortName: string;
                spread: number;
                spreadPips: number;
                symbol: string;
                tick: number;
                tPlusN: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 外汇交易规则（每个货币对，来自证券主数据与外汇规则表）：data = [{ symbol, shortName, baseCurrency, quoteCurrency, minQty, qtyStep, tick, decimals, pip, spread, spreadPips, quoteCnyRate（规则表）, liveQuoteCnyRate（按实时行情折算，无行情时同规则表）, commissionRate, tPlusN }] */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                baseCurrency: string;
                commissionRate: number;
                decimals: number;
                liveQuoteCnyRate: number;
                minQty: number;
                pip: number;
                qtyStep: number;
                quoteCnyRate: number | null;
                quoteCurrency: string;
                shortName: string;
                spread: number;
                spreadPips: number;
                symbol: string;
                tick: number;
                tPlusN: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/ForexQuery/QueryForexAccounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 外汇账户：data = { assetAccount, matchID, assets (同 QueryUserAssets), currencies: [{ currency, balance, available, frozen, cnyValue, floatingPL }], positions（实盘）, rules, margin（虚盘：enabled, leverage, marginCallLevel, stopOutLevel, equity, usedMargin, freeMargin, floatingPL, marginLevel %, warning, stopOut）, marginPositions: [{ security, posSide L/S, posSideName 多/空, qty, openPrice, lastPrice, usedMargin, floatingPL, swap }] } */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          matchID?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                assets: {
                  assetAccount: number;
                  availableCash: number;
                  cash: number;
                  currency: number;
                  fees: number;
                  floatingPL: number;
                  frozenCash: number;
                  initialCash: number;
                  marketValue: number;
                  matchID: number;
                  nav: number;
                  positionCost: number;
                  realisedPL: number;
                  totalAssets: number;
                  totalPL: number;
                  transfers: number;
                  yieldRate: number;
                };
                currencies: {
                  available: number;
                  balance: number;
                  cnyValue: number;
                  currency: string;
                  floatingPL: number;
                  frozen: number;
                }[];
                margin: {
                  enabled: boolean;
                  equity: number;
                  floatingPL: number;
                  freeMargin: number;
                  leverage: number;
                  marginCallLevel: number;
                  marginLevel: number | null;
                  stopOut: boolean;
                  stopOutLevel: number;
                  usedMargin: number;
                  warning: boolean;
                };
                marginPositions: {
                  decimals: number;
                  floatingPL: number;
                  lastPrice: number;
                  openPrice: number;
                  posSide: 'L' | 'S';
                  posSideName: string;
                  qty: number;
                  security: string;
                  securityName: string;
                  sellableQty: number;
                  swap: number;
                  usedMargin: number;
                }[];
                matchID: number;
                positions: {
                  cost: number;
                  costPrice: number;
                  floatingPL: number;
                  floatingPLRatio: number;
                  frozenQty: number;
                  lastPrice: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  marketValue: number;
                  posSide: string;
                  qty: number;
                  realisedPL: number;
                  security: string;
                  securityName: string;
                  securityType: number;
                  sellableQty: number;
                }[];
                rules: {
                  cnyRates: {
                    [key: string]: number;
                  };
                  commissionRate: number;
                };
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 外汇账户：data = { assetAccount, matchID, assets (同 QueryUserAssets), currencies: [{ currency, balance, available, frozen, cnyValue, floatingPL }], positions（实盘）, rules, margin（虚盘：enabled, leverage, marginCallLevel, stopOutLevel, equity, usedMargin, freeMargin, floatingPL, marginLevel %, warning, stopOut）, marginPositions: [{ security, posSide L/S, posSideName 多/空, qty, openPrice, lastPrice, usedMargin, floatingPL, swap }] } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            matchID?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                assets: {
                  assetAccount: number;
                  availableCash: number;
                  cash: number;
                  currency: number;
                  fees: number;
                  floatingPL: number;
                  frozenCash: number;
                  initialCash: number;
                  marketValue: number;
                  matchID: number;
                  nav: number;
                  positionCost: number;
                  realisedPL: number;
                  totalAssets: number;
                  totalPL: number;
                  transfers: number;
                  yieldRate: number;
                };
                currencies: {
                  available: number;
                  balance: number;
                  cnyValue: number;
                  currency: string;
                  floatingPL: number;
                  frozen: number;
                }[];
                margin: {
                  enabled: boolean;
                  equity: number;
                  floatingPL: number;
                  freeMargin: number;
                  leverage: number;
                  marginCallLevel: number;
                  marginLevel: number | null;
                  stopOut: boolean;
                  stopOutLevel: number;
                  usedMargin: number;
                  warning: boolean;
                };
                marginPositions: {
                  decimals: number;
                  floatingPL: number;
                  lastPrice: number;
                  openPrice: number;
                  posSide: 'L' | 'S';
                  posSideName: string;
                  qty: number;
                  security: string;
                  securityName: string;
                  sellableQty: number;
                  swap: number;
                  usedMargin: number;
                }[];
                matchID: number;
                positions: {
                  cost: number;
                  costPrice: number;
                  floatingPL: number;
                  floatingPLRatio: number;
                  frozenQty: number;
                  lastPrice: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  marketValue: number;
                  posSide: string;
                  qty: number;
                  realisedPL: number;
                  security: string;
                  securityName: string;
                  securityType: number;
                  sellableQty: number;
                }[];
                rules: {
                  cnyRates: {
                    [key: string]: number;
                  };
                  commissionRate: number;
                };
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/ForexQuery/QueryForexMarginRecords': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 外汇虚盘记录（隔夜利息、强制平仓、负余额清零）：data = { total, list: [{ reportId, security, sideName, execType, recordName, qty, price, amount, fees, realisedPL, tradingDate, time }] } */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          matchID?: number;
          pageIndex?: number;
          pageSize?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  amount: number;
                  assetAccount: number;
                  execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                  execTypeName: string;
                  fees: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number | null;
                  price: number;
                  qty: number;
                  realisedPL: number;
                  recordName: string;
                  reportId: number | null;
                  security: string;
                  securityName: string;
                  side: 1 | 2;
                  sideName: string;
                  time: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 外汇虚盘记录（隔夜利息、强制平仓、负余额清零）：data = { total, list: [{ reportId, security, sideName, execType, recordName, qty, price, amount, fees, realisedPL, tradingDate, time }] } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            matchID?: number;
            pageIndex?: number;
            pageSize?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  amount: number;
                  assetAccount: number;
                  execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                  execTypeName: string;
                  fees: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number | null;
                  price: number;
                  qty: number;
                  realisedPL: number;
                  recordName: string;
                  reportId: number | null;
                  security: string;
                  securityName: string;
                  side: 1 | 2;
                  sideName: string;
                  time: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/ForexQuery/QueryForexOpenMargin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 外汇虚盘开仓所需保证金：data = { leverage, margin, commission, frozen }（与下单冻结同一规则） */
    get: {
      parameters: {
        query: {
          assetAccount?: number;
          matchID?: number;
          price: number;
          qty: number;
          security: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                commission: number;
                frozen: number;
                leverage: number;
                margin: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 外汇虚盘开仓所需保证金：data = { leverage, margin, commission, frozen }（与下单冻结同一规则） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            matchID?: number;
            price: number;
            qty: number;
            security: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                commission: number;
                frozen: number;
                leverage: number;
                margin: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/ForexTrade/CancelForexOrder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 外汇撤单（orderId），data 为撤单后的委托 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            matchID?: number;
            orderId: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                avgPrice: number;
                cancelable: boolean;
                clOrdId: string | null;
                effect?: string;
                fees: number;
                filledAmount: number;
                filledQty: number;
                frozenAmount: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                orderId: number;
                orderQty: number;
                orderTime: string;
                orderType: 'market' | 'limit';
                price: number;
                rejectCode: number | null;
                rejectReason: string;
                security: string;
                securityName: string;
                securityType: number;
                side: 1 | 2;
                sideName: string;
                status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                statusName: string;
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/ForexTrade/PlaceForexOrder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 外汇委托：security 货币对（EURUSD）, side 1 买入基础货币 / 2 卖出, orderQty 基础货币数量（1000 的整数倍）, price 限价（bizAction=1 市价）, openClose 虚盘 1 开仓 / 2 平仓（不传为实盘）；data 为委托 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            bizAction?: number;
            clOrdId?: string;
            matchID?: number;
            openClose?: number;
            orderQty: number;
            price?: number;
            security: string;
            side: number | string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                avgPrice: number;
                cancelable: boolean;
                clOrdId: string | null;
                effect?: string;
                fees: number;
                filledAmount: number;
                filledQty: number;
                frozenAmount: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                orderId: number;
                orderQty: number;
                orderTime: string;
                orderType: 'market' | 'limit';
                price: number;
                rejectCode: number | null;
                rejectReason: string;
                security: string;
                securityName: string;
                securityType: number;
                side: 1 | 2;
                sideName: string;
                status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                statusName: string;
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/FoulsRecord/ExportFoulsRecord': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 导出违规记录（可按班级分表） */
    get: {
      parameters: {
        query: {
          GroupByClass?: boolean | number;
          MatchID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 导出违规记录（可按班级分表） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            GroupByClass?: boolean | number;
            MatchID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/FoulsRecord/GetUnreadCount': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 未读违规消息数（个人中心角标） */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: number;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 未读违规消息数（个人中心角标） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: number;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/FoulsRecord/ReadRecords': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 将我的违规记录标为已读：{ read, unread } */
    get: {
      parameters: {
        query?: {
          MatchID?: number;
          pageIndex?: number;
          pageSize?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                read: number;
                unread: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 将我的违规记录标为已读：{ read, unread } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            MatchID?: number;
            pageIndex?: number;
            pageSize?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                read: number;
                unread: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/FoulsRecord/SearchFoulsMatchList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 有违规记录的比赛 */
    get: {
      parameters: {
        query?: {
          pageIndex?: number;
          pageSize?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  foulCount: number;
                  matchID: number;
                  matchName: string;
                  traderCount: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 有违规记录的比赛 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            pageIndex?: number;
            pageSize?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  foulCount: number;
                  matchID: number;
                  matchName: string;
                  traderCount: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/FoulsRecord/SearchFoulsRecordList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 比赛的违规记录 */
    get: {
      parameters: {
        query: {
          MatchID: number;
          pageIndex?: number;
          pageSize?: number;
          SearchKey?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  className: string;
                  code: number;
                  createTime: string;
                  foulContent: string;
                  foulID: number;
                  isRead: boolean;
                  matchID: number;
                  matchName: string;
                  orderInfo: {
                    [key: string]: unknown;
                  };
                  realName: string;
                  traderID: number | null;
                  userID: number;
                  userName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 比赛的违规记录 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            MatchID: number;
            pageIndex?: number;
            pageSize?: number;
            SearchKey?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  className: string;
                  code: number;
                  createTime: string;
                  foulContent: string;
                  foulID: number;
                  isRead: boolean;
                  matchID: number;
                  matchName: string;
                  orderInfo: {
                    [key: string]: unknown;
                  };
                  realName: string;
                  traderID: number | null;
                  userID: number;
                  userName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/FoulsRecord/SearchPersonalFoulsRecordList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我的违规记录：{ total, unread, list } */
    get: {
      parameters: {
        query?: {
          MatchID?: number;
          pageIndex?: number;
          pageSize?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  className: string;
                  code: number;
                  createTime: string;
                  foulContent: string;
                  foulID: number;
                  isRead: boolean;
                  matchID: number;
                  matchName: string;
                  orderInfo: {
                    [key: string]: unknown;
                  };
                  realName: string;
                  traderID: number | null;
                  userID: number;
                  userName: string;
                }[];
                total: number;
                unread: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 我的违规记录：{ total, unread, list } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            MatchID?: number;
            pageIndex?: number;
            pageSize?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  className: string;
                  code: number;
                  createTime: string;
                  foulContent: string;
                  foulID: number;
                  isRead: boolean;
                  matchID: number;
                  matchName: string;
                  orderInfo: {
                    [key: string]: unknown;
                  };
                  realName: string;
                  traderID: number | null;
                  userID: number;
                  userName: string;
                }[];
                total: number;
                unread: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/FuturesQuery/GetFuturesSecurityCurInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 期货合约及行情（kind commodity 商品 / finance 金融，product 品种）：data = [{ symbol, shortName, product, deliveryMonth, isMain, last, … }] */
    get: {
      parameters: {
        query?: {
          kind?: string;
          product?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                askPrice: number | null;
                bidPrice: number | null;
                change: number;
                changePct: number;
                closeFee: number;
                closeTodayFee: number;
                closeTodayOrders: boolean;
                daySessions: string;
                deliveryMonth: string;
                feeKind: 'lot' | 'value';
                isMain: boolean;
                last: number;
                lastTradingDay: string;
                limitDown: number | null;
                limitPct: number;
                limitUp: number | null;
                longMarginRate: number;
                marginPerLot: number;
                marginRateAdd: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                multiplier: number;
                nightSession: string;
                openFee: number;
                positionLimit: number;
                preSettlement: number;
                product: string;
                productName: string;
                securityType: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 19 | 21;
                shortMarginRate: number;
                shortName: string;
                symbol: string;
                tick: number;
                volume: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 期货合约及行情（kind commodity 商品 / finance 金融，product 品种）：data = [{ symbol, shortName, product, deliveryMonth, isMain, last, … }] */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            kind?: string;
            product?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                askPrice: number | null;
                bidPrice: number | null;
                change: number;
                changePct: number;
                closeFee: number;
                closeTodayFee: number;
                closeTodayOrders: boolean;
                daySessions: string;
                deliveryMonth: string;
                feeKind: 'lot' | 'value';
                isMain: boolean;
                last: number;
                lastTradingDay: string;
                limitDown: number | null;
                limitPct: number;
                limitUp: number | null;
                longMarginRate: number;
                marginPerLot: number;
                marginRateAdd: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                multiplier: number;
                nightSession: string;
                openFee: number;
                positionLimit: number;
                preSettlement: number;
                product: string;
                productName: string;
                securityType: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 19 | 21;
                shortMarginRate: number;
                shortName: string;
                symbol: string;
                tick: number;
                volume: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/FuturesQuery/GetSettlementDates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 有期货记录的结算日（新到旧）：data = [tradingDate] */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          kind?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: string[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 有期货记录的结算日（新到旧）：data = [tradingDate] */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            kind?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: string[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/FuturesQuery/QueryAssetCapital': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 期货资金：data = { equity, available, frozen, margin, floatingPL, realisedPL, fees, riskRatio, totalAssets } */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          kind?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                available: number;
                equity: number;
                fees: number;
                floatingPL: number;
                frozen: number;
                margin: number;
                realisedPL: number;
                riskRatio: number;
                totalAssets: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 期货资金：data = { equity, available, frozen, margin, floatingPL, realisedPL, fees, riskRatio, totalAssets } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            kind?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                available: number;
                equity: number;
                fees: number;
                floatingPL: number;
                frozen: number;
                margin: number;
                realisedPL: number;
                riskRatio: number;
                totalAssets: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/FuturesQuery/QueryAssetPosition': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 期货持仓（多空分列）：data = [{ security, posSide, qty, todayQty, yesterdayQty, closableQty, avgPrice, lastPrice, floatingPL, margin }] */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          kind?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                avgPrice: number;
                closableQty: number;
                closableToday: number;
                closableYesterday: number;
                closeTodayOrders: boolean;
                floatingPL: number;
                frozenQty: number;
                lastPrice: number;
                margin: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                posSide: 'L' | 'S' | 'C';
                posSideName: string;
                qty: number;
                realisedPL: number;
                security: string;
                securityName: string;
                securityType: number;
                todayQty: number;
                yesterdayQty: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 期货持仓（多空分列）：data = [{ security, posSide, qty, todayQty, yesterdayQty, closableQty, avgPrice, lastPrice, floatingPL, margin }] */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            kind?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                avgPrice: number;
                closableQty: number;
                closableToday: number;
                closableYesterday: number;
                closeTodayOrders: boolean;
                floatingPL: number;
                frozenQty: number;
                lastPrice: number;
                margin: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                posSide: 'L' | 'S' | 'C';
                posSideName: string;
                qty: number;
                realisedPL: number;
                security: string;
                securityName: string;
                securityType: number;
                todayQty: number;
                yesterdayQty: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/FuturesQuery/QueryCurOrdList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 期货当日委托：data = { total, list }（含 effectName 开平、posSideName 多空） */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          isCanCancel?: number;
          kind?: string;
          pageIndex?: number;
          pageSize?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  assetAccount: number;
                  avgPrice: number;
                  cancelable: boolean;
                  clOrdId: string | null;
                  effect: string;
                  effectName: string;
                  fees: number;
                  filledAmount: number;
                  filledQty: number;
                  frozenAmount: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number;
                  orderQty: number;
                  orderTime: string;
                  orderType: 'market' | 'limit';
                  posSide: string;
                  posSideName: string;
                  price: number;
                  rejectCode: number | null;
                  rejectReason: string;
                  security: string;
                  securityName: string;
                  securityType: number;
                  side: 1 | 2;
                  sideName: string;
                  status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                  statusName: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 期货当日委托：data = { total, list }（含 effectName 开平、posSideName 多空） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            isCanCancel?: number;
            kind?: string;
            pageIndex?: number;
            pageSize?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  assetAccount: number;
                  avgPrice: number;
                  cancelable: boolean;
                  clOrdId: string | null;
                  effect: string;
                  effectName: string;
                  fees: number;
                  filledAmount: number;
                  filledQty: number;
                  frozenAmount: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number;
                  orderQty: number;
                  orderTime: string;
                  orderType: 'market' | 'limit';
                  posSide: string;
                  posSideName: string;
                  price: number;
                  rejectCode: number | null;
                  rejectReason: string;
                  security: string;
                  securityName: string;
                  securityType: number;
                  side: 1 | 2;
                  sideName: string;
                  status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                  statusName: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/FuturesQuery/QueryCurRptList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 期货当日成交（含开平、平仓盈亏）：data = { total, list } */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          kind?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  amount: number;
                  effect: string;
                  effectName: string;
                  execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                  execTypeName: string;
                  fees: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number | null;
                  posSide: string;
                  posSideName: string;
                  price: number;
                  qty: number;
                  realised: number;
                  reportId: number;
                  security: string;
                  securityName: string;
                  side: 1 | 2;
                  sideName: string;
                  time: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 期货当日成交（含开平、平仓盈亏）：data = { total, list } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            kind?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  amount: number;
                  effect: string;
                  effectName: string;
                  execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                  execTypeName: string;
                  fees: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number | null;
                  posSide: string;
                  posSideName: string;
                  price: number;
                  qty: number;
                  realised: number;
                  reportId: number;
                  security: string;
                  securityName: string;
                  side: 1 | 2;
                  sideName: string;
                  time: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/FuturesQuery/QueryMaxCloseVolume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 最大可平手数（effect close/closeToday/closeYesterday）：data = { maxVolume, price, marginPerLot, margin, marginRate } */
    get: {
      parameters: {
        query: {
          assetAccount?: number;
          effect?: number | string;
          kind?: string;
          market?: string;
          price?: number;
          qty?: number;
          security: string;
          side: number | string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                maxVolume: number;
                price: number;
              } & {
                [key: string]: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 最大可平手数（effect close/closeToday/closeYesterday）：data = { maxVolume, price, marginPerLot, margin, marginRate } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            effect?: number | string;
            kind?: string;
            market?: string;
            price?: number;
            qty?: number;
            security: string;
            side: number | string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                maxVolume: number;
                price: number;
              } & {
                [key: string]: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/FuturesQuery/QueryMaxOpenVolume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 最大可开手数（qty 手数可选）：data = { maxVolume, price, marginPerLot, margin, marginRate } */
    get: {
      parameters: {
        query: {
          assetAccount?: number;
          effect?: number | string;
          kind?: string;
          market?: string;
          price?: number;
          qty?: number;
          security: string;
          side: number | string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                maxVolume: number;
                price: number;
              } & {
                [key: string]: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 最大可开手数（qty 手数可选）：data = { maxVolume, price, marginPerLot, margin, marginRate } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            effect?: number | string;
            kind?: string;
            market?: string;
            price?: number;
            qty?: number;
            security: string;
            side: number | string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                maxVolume: number;
                price: number;
              } & {
                [key: string]: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/FuturesQuery/QuerySettlementStatement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 结算单（tradingDate，默认上一交易日）：data = { tradingDate, settled, summary { closeProfit 平仓盈亏, markToMarket 盯市盈亏, fees, netProfit, totalAssets … }, trades, settlements } */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          kind?: string;
          tradingDate?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                settled: boolean;
                settlements: {
                  amount: number;
                  effect: string;
                  effectName: string;
                  execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                  execTypeName: string;
                  fees: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number | null;
                  posSide: string;
                  posSideName: string;
                  price: number;
                  qty: number;
                  realised: number;
                  reportId: number;
                  security: string;
                  securityName: string;
                  settlementPrice: number;
                  side: 1 | 2;
                  sideName: string;
                  time: string;
                  tradingDate: string;
                }[];
                summary: {
                  cash: number | null;
                  closeProfit: number;
                  fees: number;
                  forcedCloses: number;
                  markToMarket: number;
                  netProfit: number;
                  previousTotalAssets: number | null;
                  totalAssets: number | null;
                };
                trades: {
                  amount: number;
                  effect: string;
                  effectName: string;
                  execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                  execTypeName: string;
                  fees: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number | null;
                  posSide: string;
                  posSideName: string;
                  price: number;
                  qty: number;
                  realised: number;
                  reportId: number;
                  security: string;
                  securityName: string;
                  side: 1 | 2;
                  sideName: string;
                  time: string;
                  tradingDate: string;
                }[];
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 结算单（tradingDate，默认上一交易日）：data = { tradingDate, settled, summary { closeProfit 平仓盈亏, markToMarket 盯市盈亏, fees, netProfit, totalAssets … }, trades, settlements } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            kind?: string;
            tradingDate?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                settled: boolean;
                settlements: {
                  amount: number;
                  effect: string;
                  effectName: string;
                  execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                  execTypeName: string;
                  fees: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number | null;
                  posSide: string;
                  posSideName: string;
                  price: number;
                  qty: number;
                  realised: number;
                  reportId: number;
                  security: string;
                  securityName: string;
                  settlementPrice: number;
                  side: 1 | 2;
                  sideName: string;
                  time: string;
                  tradingDate: string;
                }[];
                summary: {
                  cash: number | null;
                  closeProfit: number;
                  fees: number;
                  forcedCloses: number;
                  markToMarket: number;
                  netProfit: number;
                  previousTotalAssets: number | null;
                  totalAssets: number | null;
                };
                trades: {
                  amount: number;
                  effect: string;
                  effectName: string;
                  execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                  execTypeName: string;
                  fees: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number | null;
                  posSide: string;
                  posSideName: string;
                  price: number;
                  qty: number;
                  realised: number;
                  reportId: number;
                  security: string;
                  securityName: string;
                  side: 1 | 2;
                  sideName: string;
                  time: string;
                  tradingDate: string;
                }[];
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/FuturesTrade/CancelFuturesOrder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 期货撤单（orderId）；data 为撤单后的委托 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            orderId: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                avgPrice: number;
                cancelable: boolean;
                clOrdId: string | null;
                effect: string;
                effectName: string;
                fees: number;
                filledAmount: number;
                filledQty: number;
                frozenAmount: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                orderId: number;
                orderQty: number;
                orderTime: string;
                orderType: 'market' | 'limit';
                posSide: string;
                posSideName: string;
                price: number;
                rejectCode: number | null;
                rejectReason: string;
                security: string;
                securityName: string;
                securityType: number;
                side: 1 | 2;
                sideName: string;
                status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                statusName: string;
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/FuturesTrade/PlaceFuturesOrder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 期货委托：effect 开平（open 开仓 / close 平仓 / closeToday 平今 / closeYesterday 平昨，或 0/1/3/4），side 1 买 2 卖，bizAction 0 限价 1 市价；data 为委托 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            bizAction?: number;
            clOrdId?: string;
            effect: number | string;
            market?: string;
            orderQty: number;
            price?: number;
            security: string;
            side: number | string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                avgPrice: number;
                cancelable: boolean;
                clOrdId: string | null;
                effect: string;
                effectName: string;
                fees: number;
                filledAmount: number;
                filledQty: number;
                frozenAmount: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                orderId: number;
                orderQty: number;
                orderTime: string;
                orderType: 'market' | 'limit';
                posSide: string;
                posSideName: string;
                price: number;
                rejectCode: number | null;
                rejectReason: string;
                security: string;
                securityName: string;
                securityType: number;
                side: 1 | 2;
                sideName: string;
                status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                statusName: string;
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/HKQuery/ExportHKFills': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 导出港股成交（xlsx，fromDate、toDate） */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          fromDate?: string;
          section?: 'HKStock' | 'HKMarkets';
          toDate?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 导出港股成交（xlsx，fromDate、toDate） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            fromDate?: string;
            section?: 'HKStock' | 'HKMarkets';
            toDate?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/HKQuery/ExportHKOrders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 导出港股委托（xlsx，fromDate、toDate） */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          fromDate?: string;
          section?: 'HKStock' | 'HKMarkets';
          toDate?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 导出港股委托（xlsx，fromDate、toDate） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            fromDate?: string;
            section?: 'HKStock' | 'HKMarkets';
            toDate?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/HKQuery/ExportHKTransfers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 导出港股账户银证转账（xlsx，fromDate、toDate） */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          fromDate?: string;
          section?: 'HKStock' | 'HKMarkets';
          toDate?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 导出港股账户银证转账（xlsx，fromDate、toDate） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            fromDate?: string;
            section?: 'HKStock' | 'HKMarkets';
            toDate?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/HKQuery/GetHKAccount': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 港股资金账户：data = QueryUserAssets 字段 + { currencyName: CNY|HKD, unsettledCash（待交收） } */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          section?: 'HKStock' | 'HKMarkets';
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                availableCash: number;
                cash: number;
                currency: number;
                currencyName: 'CNY' | 'HKD';
                fees: number;
                floatingPL: number;
                frozenCash: number;
                initialCash: number;
                marketValue: number;
                matchID: number;
                nav: number;
                positionCost: number;
                realisedPL: number;
                totalAssets: number;
                totalPL: number;
                transfers: number;
                unsettledCash: number;
                yieldRate: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 港股资金账户：data = QueryUserAssets 字段 + { currencyName: CNY|HKD, unsettledCash（待交收） } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            section?: 'HKStock' | 'HKMarkets';
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                availableCash: number;
                cash: number;
                currency: number;
                currencyName: 'CNY' | 'HKD';
                fees: number;
                floatingPL: number;
                frozenCash: number;
                initialCash: number;
                marketValue: number;
                matchID: number;
                nav: number;
                positionCost: number;
                realisedPL: number;
                totalAssets: number;
                totalPL: number;
                transfers: number;
                unsettledCash: number;
                yieldRate: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/HKQuery/GetHKStatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 港股时段与市调机制：data = { security, hkTime, session, sessionName, canOrder, canCancel, atAuction, vcm, casReference } */
    get: {
      parameters: {
        query?: {
          security?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                atAuction: boolean;
                canCancel: boolean;
                canOrder: boolean;
                casReference: number | null;
                hkTime: string;
                last: number;
                security: string;
                session:
                  'pre-open' | 'lunch' | 'closing-auction' | 'closed' | 'morning' | 'afternoon';
                sessionName: string;
                tradingDay: boolean;
                vcm: {
                  band: {
                    high: number;
                    low: number;
                  } | null;
                  coolingUntil: string | null;
                  pct: number;
                  reference: number | null;
                  status: 'off' | 'monitoring' | 'cooling';
                  triggeredAt: string | null;
                } | null;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 港股时段与市调机制：data = { security, hkTime, session, sessionName, canOrder, canCancel, atAuction, vcm, casReference } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            security?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                atAuction: boolean;
                canCancel: boolean;
                canOrder: boolean;
                casReference: number | null;
                hkTime: string;
                last: number;
                security: string;
                session:
                  'pre-open' | 'lunch' | 'closing-auction' | 'closed' | 'morning' | 'afternoon';
                sessionName: string;
                tradingDay: boolean;
                vcm: {
                  band: {
                    high: number;
                    low: number;
                  } | null;
                  coolingUntil: string | null;
                  pct: number;
                  reference: number | null;
                  status: 'off' | 'monitoring' | 'cooling';
                  triggeredAt: string | null;
                } | null;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/HKQuery/GetHKTradeRules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 港股交易规则：data = { settlementCurrency, referenceRate: { buy, sell }, fees, spreadTable, sessions, vcm, closingAuction, cashSettlementDays } */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          section?: 'HKStock' | 'HKMarkets';
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                cashSettlementDays: number;
                closingAuction: {
                  band: number;
                  orderInput: string;
                };
                fees: {
                  afrcLevy: number;
                  settlementFee: number;
                  sfcLevy: number;
                  stampDuty: number;
                  tradingFee: number;
                };
                matchID: number;
                referenceRate: {
                  buy: number;
                  sell: number;
                };
                sessions: {
                  afternoon: string;
                  closingAuction: string;
                  morning: string;
                };
                settlementCurrency: 'CNY' | 'HKD';
                spreadTable: (
                  | {
                      below: number;
                      tick: number;
                    }
                  | {
                      /** @enum {object|null} */
                      below: never | null;
                      tick: number;
                    }
                )[];
                vcm: {
                  /** @enum {number} */
                  coolingMinutes: 5;
                  /** @enum {number} */
                  lookbackMinutes: 5;
                  /** @enum {number} */
                  pct: 0.1;
                };
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 港股交易规则：data = { settlementCurrency, referenceRate: { buy, sell }, fees, spreadTable, sessions, vcm, closingAuction, cashSettlementDays } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            section?: 'HKStock' | 'HKMarkets';
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                cashSettlementDays: number;
                closingAuction: {
                  band: number;
                  orderInput: string;
                };
                fees: {
                  afrcLevy: number;
                  settlementFee: number;
                  sfcLevy: number;
                  stampDuty: number;
                  tradingFee: number;
                };
                matchID: number;
                referenceRate: {
                  buy: number;
                  sell: number;
                };
                sessions: {
                  afternoon: string;
                  closingAuction: string;
                  morning: string;
                };
                settlementCurrency: 'CNY' | 'HKD';
                spreadTable: (
                  | {
                      below: number;
                      tick: number;
                    }
                  | {
                      /** @enum {object|null} */
                      below: never | null;
                      tick: number;
                    }
                )[];
                vcm: {
                  /** @enum {number} */
                  coolingMinutes: 5;
                  /** @enum {number} */
                  lookbackMinutes: 5;
                  /** @enum {number} */
                  pct: 0.1;
                };
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/IntradayQuery/QueryDailyPnl': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 每日当日盈亏：fromDate/toDate（YYYY-MM-DD，缺省近30天）；data = [{ tradingDate, realised, fees, pnl, deals }] */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          fromDate?: string;
          toDate?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                deals: number;
                fees: number;
                pnl: number;
                realised: number;
                tradingDate: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 每日当日盈亏：fromDate/toDate（YYYY-MM-DD，缺省近30天）；data = [{ tradingDate, realised, fees, pnl, deals }] */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            fromDate?: string;
            toDate?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                deals: number;
                fees: number;
                pnl: number;
                realised: number;
                tradingDate: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/IntradayQuery/QueryDailyRank': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 当日盈亏排名：tradingDate（缺省当日）；data = { tradingDate, list: [{ rank, userName, pnl, deals, isMe }] } */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          tradingDate?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  deals: number;
                  isMe: boolean;
                  pnl: number;
                  rank: number;
                  userName: string;
                }[];
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 当日盈亏排名：tradingDate（缺省当日）；data = { tradingDate, list: [{ rank, userName, pnl, deals, isMe }] } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            tradingDate?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  deals: number;
                  isMe: boolean;
                  pnl: number;
                  rank: number;
                  userName: string;
                }[];
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/IntradayQuery/QueryDesk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 日内回转：允许证券、强平时间与倒计时、持仓、当日委托、成交（含强平）、当日回转与当日盈亏 */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                availableCash: number;
                clock: string;
                closed: boolean;
                codes: {
                  lastPrice: number;
                  market: string;
                  prevClose: number;
                  security: string;
                  securityName: string;
                }[];
                cutoff: string;
                fills: {
                  amount: number;
                  assetAccount: number;
                  execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                  execTypeName: string;
                  fees: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number | null;
                  price: number;
                  qty: number;
                  realised: number;
                  reportId: number | null;
                  security: string;
                  securityName: string;
                  side: 1 | 2;
                  sideName: string;
                  time: string;
                  tradingDate: string;
                }[];
                orders: {
                  assetAccount: number;
                  avgPrice: number;
                  cancelable: boolean;
                  clOrdId: string | null;
                  effect?: string;
                  fees: number;
                  filledAmount: number;
                  filledQty: number;
                  frozenAmount: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number;
                  orderQty: number;
                  orderTime: string;
                  orderType: 'market' | 'limit';
                  price: number;
                  rejectCode: number | null;
                  rejectReason: string;
                  security: string;
                  securityName: string;
                  securityType: number;
                  side: 1 | 2;
                  sideName: string;
                  status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                  statusName: string;
                  tradingDate: string;
                }[];
                positions: {
                  cost: number;
                  costPrice: number;
                  floatingPL: number;
                  floatingPLRatio: number;
                  frozenQty: number;
                  lastPrice: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  marketValue: number;
                  posSide: string;
                  qty: number;
                  realisedPL: number;
                  security: string;
                  securityName: string;
                  securityType: number;
                  sellableQty: number;
                }[];
                roundTrips: {
                  buyAvg: number;
                  buyQty: number;
                  fees: number;
                  forcedQty: number;
                  market: string;
                  net: number;
                  openQty: number;
                  realised: number;
                  security: string;
                  securityName: string;
                  sellAvg: number;
                  sellQty: number;
                }[];
                secondsToCutoff: number;
                todayPnl: number;
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 日内回转：允许证券、强平时间与倒计时、持仓、当日委托、成交（含强平）、当日回转与当日盈亏 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                availableCash: number;
                clock: string;
                closed: boolean;
                codes: {
                  lastPrice: number;
                  market: string;
                  prevClose: number;
                  security: string;
                  securityName: string;
                }[];
                cutoff: string;
                fills: {
                  amount: number;
                  assetAccount: number;
                  execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                  execTypeName: string;
                  fees: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number | null;
                  price: number;
                  qty: number;
                  realised: number;
                  reportId: number | null;
                  security: string;
                  securityName: string;
                  side: 1 | 2;
                  sideName: string;
                  time: string;
                  tradingDate: string;
                }[];
                orders: {
                  assetAccount: number;
                  avgPrice: number;
                  cancelable: boolean;
                  clOrdId: string | null;
                  effect?: string;
                  fees: number;
                  filledAmount: number;
                  filledQty: number;
                  frozenAmount: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number;
                  orderQty: number;
                  orderTime: string;
                  orderType: 'market' | 'limit';
                  price: number;
                  rejectCode: number | null;
                  rejectReason: string;
                  security: string;
                  securityName: string;
                  securityType: number;
                  side: 1 | 2;
                  sideName: string;
                  status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                  statusName: string;
                  tradingDate: string;
                }[];
                positions: {
                  cost: number;
                  costPrice: number;
                  floatingPL: number;
                  floatingPLRatio: number;
                  frozenQty: number;
                  lastPrice: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  marketValue: number;
                  posSide: string;
                  qty: number;
                  realisedPL: number;
                  security: string;
                  securityName: string;
                  securityType: number;
                  sellableQty: number;
                }[];
                roundTrips: {
                  buyAvg: number;
                  buyQty: number;
                  fees: number;
                  forcedQty: number;
                  market: string;
                  net: number;
                  openQty: number;
                  realised: number;
                  security: string;
                  securityName: string;
                  sellAvg: number;
                  sellQty: number;
                }[];
                secondsToCutoff: number;
                todayPnl: number;
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/IntradayTrade/CancelOrder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 日内回转撤单（orderId）；data 为撤单后的委托 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            orderId: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                avgPrice: number;
                cancelable: boolean;
                clOrdId: string | null;
                effect?: string;
                fees: number;
                filledAmount: number;
                filledQty: number;
                frozenAmount: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                orderId: number;
                orderQty: number;
                orderTime: string;
                orderType: 'market' | 'limit';
                price: number;
                rejectCode: number | null;
                rejectReason: string;
                security: string;
                securityName: string;
                securityType: number;
                side: 1 | 2;
                sideName: string;
                status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                statusName: string;
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/IntradayTrade/PlaceOrder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 日内回转委托：side 1 买入 2 卖出，bizAction 0 限价 1 市价；仅限比赛允许的证券；data 为委托 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            bizAction?: number;
            clOrdId?: string;
            market?: string;
            orderQty: number;
            price?: number;
            security: string;
            side: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                avgPrice: number;
                cancelable: boolean;
                clOrdId: string | null;
                effect?: string;
                fees: number;
                filledAmount: number;
                filledQty: number;
                frozenAmount: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                orderId: number;
                orderQty: number;
                orderTime: string;
                orderType: 'market' | 'limit';
                price: number;
                rejectCode: number | null;
                rejectReason: string;
                security: string;
                securityName: string;
                securityType: number;
                side: 1 | 2;
                sideName: string;
                status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                statusName: string;
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Label/AddLabel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 新增标签，data 为标签 id */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            year: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: number;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Label/AddUsersToLabel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 把用户加入标签，data 为新加入人数 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            labelID: number;
            lstUserID: number[] | string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: number;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Label/DeleteLabel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 删除标签 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            id: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Label/ExportQueryLabelUserList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 导出标签用户（xlsx） */
    get: {
      parameters: {
        query: {
          LabelID: number;
          PageIndex?: number;
          PageSize?: number;
          SearchKey?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Label/ExportSearchNoLabelUserList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 导出未加入标签用户（xlsx） */
    get: {
      parameters: {
        query: {
          LabelID: number;
          PageIndex?: number;
          PageSize?: number;
          SearchKey?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Label/IsInThisLabel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 用户是否在标签中 */
    get: {
      parameters: {
        query: {
          labelID: number;
          userID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Label/QueryLabelUserList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 标签内用户：data = { total, list } */
    get: {
      parameters: {
        query: {
          LabelID: number;
          PageIndex?: number;
          PageSize?: number;
          SearchKey?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  classID: number | null;
                  className: string;
                  createTime: string;
                  endTime: string | null;
                  hasCombinePower: boolean;
                  hasTrainUsePower: boolean;
                  isLocked: boolean;
                  lastLoginTime: string | null;
                  loginWrongCount: number;
                  marjorName: string;
                  phone: string;
                  province: string;
                  realName: string;
                  role: 'student' | 'teacher' | 'admin';
                  schoolShortNameEN: string;
                  unregistered: boolean;
                  userID: number;
                  userName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 标签内用户：data = { total, list } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            LabelID: number;
            PageIndex?: number;
            PageSize?: number;
            SearchKey?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  classID: number | null;
                  className: string;
                  createTime: string;
                  endTime: string | null;
                  hasCombinePower: boolean;
                  hasTrainUsePower: boolean;
                  isLocked: boolean;
                  lastLoginTime: string | null;
                  loginWrongCount: number;
                  marjorName: string;
                  phone: string;
                  province: string;
                  realName: string;
                  role: 'student' | 'teacher' | 'admin';
                  schoolShortNameEN: string;
                  unregistered: boolean;
                  userID: number;
                  userName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Label/RemoveUsersFromLabel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 把用户移出标签，data 为移出人数 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            labelID: number;
            lstUserID: number[] | string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: number;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Label/SearchLabelList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 标签列表：data = { total, list: [{ id, name, year, userCount }] } */
    get: {
      parameters: {
        query?: {
          pageIndex?: number;
          pageSize?: number;
          searchKey?: string;
          year?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  id: number;
                  name: string;
                  userCount: number;
                  year: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 标签列表：data = { total, list: [{ id, name, year, userCount }] } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            pageIndex?: number;
            pageSize?: number;
            searchKey?: string;
            year?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  id: number;
                  name: string;
                  userCount: number;
                  year: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Label/SearchNoLabelUserList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 不在标签内的用户：data = { total, list } */
    get: {
      parameters: {
        query: {
          LabelID: number;
          PageIndex?: number;
          PageSize?: number;
          SearchKey?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  classID: number | null;
                  className: string;
                  createTime: string;
                  endTime: string | null;
                  hasCombinePower: boolean;
                  hasTrainUsePower: boolean;
                  isLocked: boolean;
                  lastLoginTime: string | null;
                  loginWrongCount: number;
                  marjorName: string;
                  phone: string;
                  province: string;
                  realName: string;
                  role: 'student' | 'teacher' | 'admin';
                  schoolShortNameEN: string;
                  unregistered: boolean;
                  userID: number;
                  userName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 不在标签内的用户：data = { total, list } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            LabelID: number;
            PageIndex?: number;
            PageSize?: number;
            SearchKey?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  classID: number | null;
                  className: string;
                  createTime: string;
                  endTime: string | null;
                  hasCombinePower: boolean;
                  hasTrainUsePower: boolean;
                  isLocked: boolean;
                  lastLoginTime: string | null;
                  loginWrongCount: number;
                  marjorName: string;
                  phone: string;
                  province: string;
                  realName: string;
                  role: 'student' | 'teacher' | 'admin';
                  schoolShortNameEN: string;
                  unregistered: boolean;
                  userID: number;
                  userName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Label/UpdateLabel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 修改标签 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            id: number;
            name: string;
            year: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MarginQuery/ExportCreditFills': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 导出信用成交（含强平、到期，xlsx）：fromDate/toDate 缺省当日 */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          fromDate?: string;
          toDate?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 导出信用成交（含强平、到期，xlsx）：fromDate/toDate 缺省当日 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            fromDate?: string;
            toDate?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MarginQuery/ExportCreditOrders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 导出信用委托（xlsx）：fromDate/toDate 缺省当日 */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          fromDate?: string;
          toDate?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 导出信用委托（xlsx）：fromDate/toDate 缺省当日 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            fromDate?: string;
            toDate?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MarginQuery/QueryCreditAsset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 信用资产：data = { totalAssets, liabilities, netAssets, available, frozen, financeDebt, shortValue, interest, creditLine, creditUsed, creditAvailable, marginAvailable（保证金可用余额，含折算率）, maintenanceRatio(%), warnRatio, liquidateRatio, status } */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                available: number;
                creditAvailable: number;
                creditLine: number;
                creditUsed: number;
                financeDebt: number;
                frozen: number;
                interest: number;
                liabilities: number;
                liquidateRatio: number;
                maintenanceRatio: number | null;
                marginAvailable: number;
                netAssets: number;
                shortValue: number;
                status: string;
                totalAssets: number;
                warnRatio: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 信用资产：data = { totalAssets, liabilities, netAssets, available, frozen, financeDebt, shortValue, interest, creditLine, creditUsed, creditAvailable, marginAvailable（保证金可用余额，含折算率）, maintenanceRatio(%), warnRatio, liquidateRatio, status } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                available: number;
                creditAvailable: number;
                creditLine: number;
                creditUsed: number;
                financeDebt: number;
                frozen: number;
                interest: number;
                liabilities: number;
                liquidateRatio: number;
                maintenanceRatio: number | null;
                marginAvailable: number;
                netAssets: number;
                shortValue: number;
                status: string;
                totalAssets: number;
                warnRatio: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MarginQuery/QueryCreditContracts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 信用合约（融资/融券负债）：data = [{ security, contractType, contractName, qty, closableQty, debt, interest, margin, lastPrice, marketValue }] */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                closableQty: number;
                contractName: string;
                contractType: 'L' | 'S' | 'C';
                debt: number;
                interest: number;
                lastPrice: number;
                margin: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                marketValue: number;
                qty: number;
                realisedPL: number;
                security: string;
                securityName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 信用合约（融资/融券负债）：data = [{ security, contractType, contractName, qty, closableQty, debt, interest, margin, lastPrice, marketValue }] */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                closableQty: number;
                contractName: string;
                contractType: 'L' | 'S' | 'C';
                debt: number;
                interest: number;
                lastPrice: number;
                margin: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                marketValue: number;
                qty: number;
                realisedPL: number;
                security: string;
                securityName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MarginQuery/QueryCreditPosition': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 担保品持仓：data = [{ security, qty, sellableQty, costPrice, lastPrice, marketValue, haircut, collateralValue }] */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                collateralValue: number;
                costPrice: number;
                haircut: number;
                lastPrice: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                marketValue: number;
                qty: number;
                security: string;
                securityName: string;
                sellableQty: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 担保品持仓：data = [{ security, qty, sellableQty, costPrice, lastPrice, marketValue, haircut, collateralValue }] */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                collateralValue: number;
                costPrice: number;
                haircut: number;
                lastPrice: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                marketValue: number;
                qty: number;
                security: string;
                securityName: string;
                sellableQty: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MarginQuery/QueryCurOrdList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 信用当日委托：data = { total, list }（含 effectName 委托类别） */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          isCanCancel?: number;
          pageIndex?: number;
          pageSize?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: unknown[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 信用当日委托：data = { total, list }（含 effectName 委托类别） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            isCanCancel?: number;
            pageIndex?: number;
            pageSize?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: unknown[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MarginQuery/QueryCurRptList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 信用成交（含强平、到期）：fromDate/toDate（YYYY-MM-DD，缺省当日）；data = [{ security, effectName, execTypeName, qty, price, amount, fees, realised, time }] */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          fromDate?: string;
          toDate?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                amount: number;
                effect: string;
                effectName: string;
                execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                execTypeName: string;
                fees: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                orderId: number | null;
                price: number;
                qty: number;
                realised: number;
                reportId: number;
                security: string;
                securityName: string;
                side: 1 | 2;
                sideName: string;
                time: string;
                tradingDate: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 信用成交（含强平、到期）：fromDate/toDate（YYYY-MM-DD，缺省当日）；data = [{ security, effectName, execTypeName, qty, price, amount, fees, realised, time }] */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            fromDate?: string;
            toDate?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                amount: number;
                effect: string;
                effectName: string;
                execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                execTypeName: string;
                fees: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                orderId: number | null;
                price: number;
                qty: number;
                realised: number;
                reportId: number;
                security: string;
                securityName: string;
                side: 1 | 2;
                sideName: string;
                time: string;
                tradingDate: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MarginQuery/QueryEligibleList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 标的证券：data = [{ security, market, securityName, financeRatio, shortRatio, haircut, lastPrice }] */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                financeRatio: number;
                haircut: number;
                lastPrice: number;
                market: string;
                security: string;
                securityName: string;
                shortRatio: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 标的证券：data = [{ security, market, securityName, financeRatio, shortRatio, haircut, lastPrice }] */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                financeRatio: number;
                haircut: number;
                lastPrice: number;
                market: string;
                security: string;
                securityName: string;
                shortRatio: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MarginQuery/QueryMaxCreditVolume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 信用最大可委托数量（effect 委托类别）：data = { maxVolume, price } */
    get: {
      parameters: {
        query: {
          assetAccount?: number;
          effect: string;
          market?: string;
          price?: number;
          security: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                maxVolume: number;
                price: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 信用最大可委托数量（effect 委托类别）：data = { maxVolume, price } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            effect: string;
            market?: string;
            price?: number;
            security: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                maxVolume: number;
                price: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MarginTrade/CancelCreditOrder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 信用撤单（orderId）；data 为撤单后的委托 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            orderId: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                avgPrice: number;
                cancelable: boolean;
                clOrdId: string | null;
                effect: string;
                effectName: string;
                fees: number;
                filledAmount: number;
                filledQty: number;
                frozenAmount: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                orderId: number;
                orderQty: number;
                orderTime: string;
                orderType: 'market' | 'limit';
                price: number;
                rejectCode: number | null;
                rejectReason: string;
                security: string;
                securityName: string;
                securityType: number;
                side: 1 | 2;
                sideName: string;
                status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                statusName: string;
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MarginTrade/DirectRepay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 直接还款：以现金偿还该证券的融资负债（先还利息），amount 元；data = { repaid } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            amount: number;
            assetAccount?: number;
            market?: string;
            security: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                repaid: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MarginTrade/DirectReturn': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 直接还券：以持有的担保品证券归还该证券的融券负债，orderQty 股；按最新价结清；data = { returned } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            market?: string;
            orderQty: number;
            security: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                returned: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MarginTrade/PlaceCreditOrder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 信用委托：effect 委托类别（collateralBuy 担保品买入 / collateralSell 担保品卖出 / financeBuy 融资买入 / shortSell 融券卖出 / sellRepay 卖券还款 / buyRepay 买券还券），bizAction 0 限价 1 市价；data 为委托 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            bizAction?: number;
            clOrdId?: string;
            effect: string;
            market?: string;
            orderQty: number;
            price?: number;
            security: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                avgPrice: number;
                cancelable: boolean;
                clOrdId: string | null;
                effect: string;
                effectName: string;
                fees: number;
                filledAmount: number;
                filledQty: number;
                frozenAmount: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                orderId: number;
                orderQty: number;
                orderTime: string;
                orderType: 'market' | 'limit';
                price: number;
                rejectCode: number | null;
                rejectReason: string;
                security: string;
                securityName: string;
                securityType: number;
                side: 1 | 2;
                sideName: string;
                status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                statusName: string;
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MarketScenario/AddScenario': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 新增行情情景（仅系统管理员，作用于整个模拟市场）：kind gap 跳空缺口（pct -90～100，非 0）、limitRun 连续涨跌停（pct <0 跌停 / >0 涨停，days 1～10）、volBurst 波动放大（factor 1.5～5，days）、expiryJump 跳至下一到期日（security 可选：该合约的到期日；立即执行，时钟移到到期日收盘）；security、market 为现货或标的（衍生品随标的变动）；effectiveDate YYYY-MM-DD、effectiveTime HH:MM（连续交易时段，缺省为下一分钟）。data = 该情景 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            days?: number;
            effectiveDate?: string;
            effectiveTime?: string;
            factor?: number;
            kind: 'gap' | 'limitRun' | 'volBurst' | 'expiryJump';
            market?: string;
            note?: string;
            pct?: number;
            security?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                cancelledBy: string | null;
                cancelTime: string | null;
                createdBy: string;
                createTime: string;
                days: number;
                effectiveDate: string;
                effectiveTime: string;
                factor: number;
                id: number;
                kind: 'gap' | 'limitRun' | 'volBurst' | 'expiryJump';
                kindName: string;
                market: string;
                note: string;
                pct: number;
                security: string;
                securityName: string;
                status: string;
                statusName: string;
                targetDate: string | null;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MarketScenario/CancelScenario': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 取消尚未生效的行情情景（仅系统管理员；已生效的不能取消，记录保留）：data = true */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            id: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MarketScenario/ListScenarios': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 行情情景列表（仅系统管理员）：data = { tradingDate, clock, list: [{ id, kind, kindName, security, market, securityName, effectiveDate, effectiveTime, pct, days, factor, targetDate, note, status（scheduled 已排期 / active 生效中 / past 已结束 / done 已执行 / cancelled 已取消）, statusName, createdBy, createTime, cancelledBy, cancelTime }] }，最新在前 */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                clock: string;
                list: {
                  cancelledBy: string | null;
                  cancelTime: string | null;
                  createdBy: string;
                  createTime: string;
                  days: number;
                  effectiveDate: string;
                  effectiveTime: string;
                  factor: number;
                  id: number;
                  kind: 'gap' | 'limitRun' | 'volBurst' | 'expiryJump';
                  kindName: string;
                  market: string;
                  note: string;
                  pct: number;
                  security: string;
                  securityName: string;
                  status: string;
                  statusName: string;
                  targetDate: string | null;
                }[];
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 行情情景列表（仅系统管理员）：data = { tradingDate, clock, list: [{ id, kind, kindName, security, market, securityName, effectiveDate, effectiveTime, pct, days, factor, targetDate, note, status（scheduled 已排期 / active 生效中 / past 已结束 / done 已执行 / cancelled 已取消）, statusName, createdBy, createTime, cancelledBy, cancelTime }] }，最新在前 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                clock: string;
                list: {
                  cancelledBy: string | null;
                  cancelTime: string | null;
                  createdBy: string;
                  createTime: string;
                  days: number;
                  effectiveDate: string;
                  effectiveTime: string;
                  factor: number;
                  id: number;
                  kind: 'gap' | 'limitRun' | 'volBurst' | 'expiryJump';
                  kindName: string;
                  market: string;
                  note: string;
                  pct: number;
                  security: string;
                  securityName: string;
                  status: string;
                  statusName: string;
                  targetDate: string | null;
                }[];
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/AddMatch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 创建比赛：data = 比赛详情 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            allowedBreedIDs?: number[];
            managerIDs?: number[];
            matchBasisInfo?: {
              customerID?: number;
              endTime?: string | null;
              initHKExchangeRate?: number;
              initialHKD?: number;
              initialRMB?: number;
              initialUSD?: number;
              initUSExchangeRate?: number;
              isAllowLogin?: boolean;
              isAsyncMainPlatform?: boolean;
              isTopMatch?: boolean;
              marketIndustryReturnIndexID?: string;
              matchCommand?: string;
              matchName?: string;
              matchRule?: string;
              matchType?: number;
              maxTraders?: number;
              noRiskInterestRates?: number;
              organizer?: string;
              quoteType?: number;
              registrationEndTime?: string | null;
              registrationStartTime?: string | null;
              startTime?: string | null;
            } & {
              [key: string]: unknown;
            };
            matchBreedViews?: {
              [key: string]: unknown;
            }[];
            matchID?: number;
            matchIndexTypeSetView?: {
              [key: string]: unknown;
            }[];
            matchInItFundSets?: {
              [key: string]: unknown;
            }[];
            matchRankingIndexs?: {
              [key: string]: unknown;
            }[];
            matchType?: number;
            matchUseCodes?: string[];
            rankingParams?: {
              [key: string]: unknown;
            };
            rankingShowColumns?: {
              [key: string]: unknown;
            }[];
            riskRules?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                breedNameList: string[];
                count: number;
                currencyList: number[];
                editLock: string | null;
                matchBasisInfo: {
                  createTime: string;
                  currentState: 0 | 1 | 2;
                  customerID: number;
                  endTime: string;
                  initHKExchangeRate: number;
                  initialHKD: number;
                  initialRMB: number;
                  initialUSD: number;
                  initUSExchangeRate: number;
                  isAllowLogin: boolean;
                  isAsyncMainPlatform: boolean;
                  isAudit: boolean;
                  isPublished: boolean;
                  isTopMatch: boolean;
                  marketIndustryReturnIndexID: string;
                  matchCommand: string;
                  matchID: number;
                  matchName: string;
                  matchRule: string;
                  matchType: number;
                  maxTraders: number;
                  noRiskInterestRates: number;
                  organizer: string;
                  quoteType: number;
                  realEndTime: string | null;
                  registrationEndTime: string;
                  registrationStartTime: string;
                  startTime: string;
                };
                matchBreedViews: components['schemas']['def-0'][];
                matchCurrentEnrollStatus: number;
                matchCurrentPublishStatus: number;
                matchCurrentState: 0 | 1 | 2;
                matchIndexTypeSetView: {
                  commodityCode: string;
                  isChoiced: boolean;
                  market: string;
                  proportionValue: number;
                  showOrder: number;
                  subjectIndexName: string;
                  subjectIndexTypeID: number;
                }[];
                matchInItFundSets: {
                  currencyType: number;
                  initFund: number;
                }[];
                matchManagers: {
                  adminID: number;
                  createTime: string;
                  managerType: number;
                  matchID: number;
                  userName: string;
                }[];
                matchRankingIndexs: {
                  indexValue: string;
                  rankingIndexID: number;
                  rankingIndexName: string;
                  rankingIndexTypeID: number;
                  showOrder: number;
                  standardPrecent: number;
                  standardValue: number;
                }[];
                matchType: number;
                matchUseCodes: string[];
                rankingParams: {
                  isHalfYear: boolean;
                  isMonth: boolean;
                  isNoLoginActRanking: boolean;
                  isNoTrandActRanking: boolean;
                  isQuarter: boolean;
                  isWeek: boolean;
                  isYear: boolean;
                  matchTotalPoints: number;
                  noLoginTime: number;
                };
                rankingShowColumns: {
                  field: string;
                  isShow: boolean;
                  label: string;
                }[];
                riskRules: {
                  blacklist?: string[];
                  foulPoints?: number;
                  maxDailyCancelCount?: number;
                  maxDailyTradeAmount?: number;
                  maxDailyTradeCount?: number;
                  maxFinancingPerSector?: number;
                  maxFinancingPerSecurity?: number;
                  maxHeldCodes?: number;
                  maxHoldingsShareOfAssets?: number;
                  maxOrderQty?: number;
                  maxPriceDeviation?: number;
                  maxSectorShareOfAssets?: number;
                  maxSectorShareOfHoldings?: number;
                  maxSecurityShareOfAssets?: number;
                  maxSecurityShareOfHoldings?: number;
                  maxSecurityShares?: number;
                  maxSecurityValue?: number;
                  maxShortValuePerSector?: number;
                  maxShortValuePerSecurity?: number;
                  minHeldCodes?: number;
                  recordFouls?: boolean;
                  whitelist?: string[];
                };
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/AuditMatch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 审核比赛（须已发布） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            isAudit?: boolean;
            matchID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                breedNameList: string[];
                count: number;
                currencyList: number[];
                editLock: string | null;
                matchBasisInfo: {
                  createTime: string;
                  currentState: 0 | 1 | 2;
                  customerID: number;
                  endTime: string;
                  initHKExchangeRate: number;
                  initialHKD: number;
                  initialRMB: number;
                  initialUSD: number;
                  initUSExchangeRate: number;
                  isAllowLogin: boolean;
                  isAsyncMainPlatform: boolean;
                  isAudit: boolean;
                  isPublished: boolean;
                  isTopMatch: boolean;
                  marketIndustryReturnIndexID: string;
                  matchCommand: string;
                  matchID: number;
                  matchName: string;
                  matchRule: string;
                  matchType: number;
                  maxTraders: number;
                  noRiskInterestRates: number;
                  organizer: string;
                  quoteType: number;
                  realEndTime: string | null;
                  registrationEndTime: string;
                  registrationStartTime: string;
                  startTime: string;
                };
                matchBreedViews: components['schemas']['def-0'][];
                matchCurrentEnrollStatus: number;
                matchCurrentPublishStatus: number;
                matchCurrentState: 0 | 1 | 2;
                matchIndexTypeSetView: {
                  commodityCode: string;
                  isChoiced: boolean;
                  market: string;
                  proportionValue: number;
                  showOrder: number;
                  subjectIndexName: string;
                  subjectIndexTypeID: number;
                }[];
                matchInItFundSets: {
                  currencyType: number;
                  initFund: number;
                }[];
                matchManagers: {
                  adminID: number;
                  createTime: string;
                  managerType: number;
                  matchID: number;
                  userName: string;
                }[];
                matchRankingIndexs: {
                  indexValue: string;
                  rankingIndexID: number;
                  rankingIndexName: string;
                  rankingIndexTypeID: number;
                  showOrder: number;
                  standardPrecent: number;
                  standardValue: number;
                }[];
                matchType: number;
                matchUseCodes: string[];
                rankingParams: {
                  isHalfYear: boolean;
                  isMonth: boolean;
                  isNoLoginActRanking: boolean;
                  isNoTrandActRanking: boolean;
                  isQuarter: boolean;
                  isWeek: boolean;
                  isYear: boolean;
                  matchTotalPoints: number;
                  noLoginTime: number;
                };
                rankingShowColumns: {
                  field: string;
                  isShow: boolean;
                  label: string;
                }[];
                riskRules: {
                  blacklist?: string[];
                  foulPoints?: number;
                  maxDailyCancelCount?: number;
                  maxDailyTradeAmount?: number;
                  maxDailyTradeCount?: number;
                  maxFinancingPerSector?: number;
                  maxFinancingPerSecurity?: number;
                  maxHeldCodes?: number;
                  maxHoldingsShareOfAssets?: number;
                  maxOrderQty?: number;
                  maxPriceDeviation?: number;
                  maxSectorShareOfAssets?: number;
                  maxSectorShareOfHoldings?: number;
                  maxSecurityShareOfAssets?: number;
                  maxSecurityShareOfHoldings?: number;
                  maxSecurityShares?: number;
                  maxSecurityValue?: number;
                  maxShortValuePerSector?: number;
                  maxShortValuePerSecurity?: number;
                  minHeldCodes?: number;
                  recordFouls?: boolean;
                  whitelist?: string[];
                };
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/DeleteMatch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 删除未开始的比赛 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            matchID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/EndMatch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 结束比赛（realEndTime = 现在） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            matchID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                breedNameList: string[];
                count: number;
                currencyList: number[];
                editLock: string | null;
                matchBasisInfo: {
                  createTime: string;
                  currentState: 0 | 1 | 2;
                  customerID: number;
                  endTime: string;
                  initHKExchangeRate: number;
                  initialHKD: number;
                  initialRMB: number;
                  initialUSD: number;
                  initUSExchangeRate: number;
                  isAllowLogin: boolean;
                  isAsyncMainPlatform: boolean;
                  isAudit: boolean;
                  isPublished: boolean;
                  isTopMatch: boolean;
                  marketIndustryReturnIndexID: string;
                  matchCommand: string;
                  matchID: number;
                  matchName: string;
                  matchRule: string;
                  matchType: number;
                  maxTraders: number;
                  noRiskInterestRates: number;
                  organizer: string;
                  quoteType: number;
                  realEndTime: string | null;
                  registrationEndTime: string;
                  registrationStartTime: string;
                  startTime: string;
                };
                matchBreedViews: components['schemas']['def-0'][];
                matchCurrentEnrollStatus: number;
                matchCurrentPublishStatus: number;
                matchCurrentState: 0 | 1 | 2;
                matchIndexTypeSetView: {
                  commodityCode: string;
                  isChoiced: boolean;
                  market: string;
                  proportionValue: number;
                  showOrder: number;
                  subjectIndexName: string;
                  subjectIndexTypeID: number;
                }[];
                matchInItFundSets: {
                  currencyType: number;
                  initFund: number;
                }[];
                matchManagers: {
                  adminID: number;
                  createTime: string;
                  managerType: number;
                  matchID: number;
                  userName: string;
                }[];
                matchRankingIndexs: {
                  indexValue: string;
                  rankingIndexID: number;
                  rankingIndexName: string;
                  rankingIndexTypeID: number;
                  showOrder: number;
                  standardPrecent: number;
                  standardValue: number;
                }[];
                matchType: number;
                matchUseCodes: string[];
                rankingParams: {
                  isHalfYear: boolean;
                  isMonth: boolean;
                  isNoLoginActRanking: boolean;
                  isNoTrandActRanking: boolean;
                  isQuarter: boolean;
                  isWeek: boolean;
                  isYear: boolean;
                  matchTotalPoints: number;
                  noLoginTime: number;
                };
                rankingShowColumns: {
                  field: string;
                  isShow: boolean;
                  label: string;
                }[];
                riskRules: {
                  blacklist?: string[];
                  foulPoints?: number;
                  maxDailyCancelCount?: number;
                  maxDailyTradeAmount?: number;
                  maxDailyTradeCount?: number;
                  maxFinancingPerSector?: number;
                  maxFinancingPerSecurity?: number;
                  maxHeldCodes?: number;
                  maxHoldingsShareOfAssets?: number;
                  maxOrderQty?: number;
                  maxPriceDeviation?: number;
                  maxSectorShareOfAssets?: number;
                  maxSectorShareOfHoldings?: number;
                  maxSecurityShareOfAssets?: number;
                  maxSecurityShareOfHoldings?: number;
                  maxSecurityShares?: number;
                  maxSecurityValue?: number;
                  maxShortValuePerSector?: number;
                  maxShortValuePerSecurity?: number;
                  minHeldCodes?: number;
                  recordFouls?: boolean;
                  whitelist?: string[];
                };
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/GetHistoryMatchData': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 选手的每日资产与指标 */
    get: {
      parameters: {
        query: {
          MatchID: number;
          TraderID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                days: {
                  benchmarkClose: number | null;
                  dailyYield: number;
                  nav: number;
                  totalAssets: number;
                  totalYield: number;
                  tradeDate: string;
                }[];
                matchID: number;
                metrics:
                  | ({
                      ClassID: number | null;
                      ClassName: string;
                      Rank: number;
                      RealName: string;
                      TeamID: number | null;
                      TeamName: string;
                      TraderID: number;
                      UserID: number;
                      UserName: string;
                    } & {
                      [key: string]: (never | null) | string | number;
                    })
                  | null;
                traderID: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 选手的每日资产与指标 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            MatchID: number;
            TraderID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                days: {
                  benchmarkClose: number | null;
                  dailyYield: number;
                  nav: number;
                  totalAssets: number;
                  totalYield: number;
                  tradeDate: string;
                }[];
                matchID: number;
                metrics:
                  | ({
                      ClassID: number | null;
                      ClassName: string;
                      Rank: number;
                      RealName: string;
                      TeamID: number | null;
                      TeamName: string;
                      TraderID: number;
                      UserID: number;
                      UserName: string;
                    } & {
                      [key: string]: (never | null) | string | number;
                    })
                  | null;
                traderID: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/GetMatchDetail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 比赛详情（管理） */
    get: {
      parameters: {
        query: {
          matchID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                breedNameList: string[];
                count: number;
                currencyList: number[];
                editLock: string | null;
                matchBasisInfo: {
                  createTime: string;
                  currentState: 0 | 1 | 2;
                  customerID: number;
                  endTime: string;
                  initHKExchangeRate: number;
                  initialHKD: number;
                  initialRMB: number;
                  initialUSD: number;
                  initUSExchangeRate: number;
                  isAllowLogin: boolean;
                  isAsyncMainPlatform: boolean;
                  isAudit: boolean;
                  isPublished: boolean;
                  isTopMatch: boolean;
                  marketIndustryReturnIndexID: string;
                  matchCommand: string;
                  matchID: number;
                  matchName: string;
                  matchRule: string;
                  matchType: number;
                  maxTraders: number;
                  noRiskInterestRates: number;
                  organizer: string;
                  quoteType: number;
                  realEndTime: string | null;
                  registrationEndTime: string;
                  registrationStartTime: string;
                  startTime: string;
                };
                matchBreedViews: components['schemas']['def-0'][];
                matchCurrentEnrollStatus: number;
                matchCurrentPublishStatus: number;
                matchCurrentState: 0 | 1 | 2;
                matchIndexTypeSetView: {
                  commodityCode: string;
                  isChoiced: boolean;
                  market: string;
                  proportionValue: number;
                  showOrder: number;
                  subjectIndexName: string;
                  subjectIndexTypeID: number;
                }[];
                matchInItFundSets: {
                  currencyType: number;
                  initFund: number;
                }[];
                matchManagers: {
                  adminID: number;
                  createTime: string;
                  managerType: number;
                  matchID: number;
                  userName: string;
                }[];
                matchRankingIndexs: {
                  indexValue: string;
                  rankingIndexID: number;
                  rankingIndexName: string;
                  rankingIndexTypeID: number;
                  showOrder: number;
                  standardPrecent: number;
                  standardValue: number;
                }[];
                matchType: number;
                matchUseCodes: string[];
                rankingParams: {
                  isHalfYear: boolean;
                  isMonth: boolean;
                  isNoLoginActRanking: boolean;
                  isNoTrandActRanking: boolean;
                  isQuarter: boolean;
                  isWeek: boolean;
                  isYear: boolean;
                  matchTotalPoints: number;
                  noLoginTime: number;
                };
                rankingShowColumns: {
                  field: string;
                  isShow: boolean;
                  label: string;
                }[];
                riskRules: {
                  blacklist?: string[];
                  foulPoints?: number;
                  maxDailyCancelCount?: number;
                  maxDailyTradeAmount?: number;
                  maxDailyTradeCount?: number;
                  maxFinancingPerSector?: number;
                  maxFinancingPerSecurity?: number;
                  maxHeldCodes?: number;
                  maxHoldingsShareOfAssets?: number;
                  maxOrderQty?: number;
                  maxPriceDeviation?: number;
                  maxSectorShareOfAssets?: number;
                  maxSectorShareOfHoldings?: number;
                  maxSecurityShareOfAssets?: number;
                  maxSecurityShareOfHoldings?: number;
                  maxSecurityShares?: number;
                  maxSecurityValue?: number;
                  maxShortValuePerSector?: number;
                  maxShortValuePerSecurity?: number;
                  minHeldCodes?: number;
                  recordFouls?: boolean;
                  whitelist?: string[];
                };
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 比赛详情（管理） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            matchID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                breedNameList: string[];
                count: number;
                currencyList: number[];
                editLock: string | null;
                matchBasisInfo: {
                  createTime: string;
                  currentState: 0 | 1 | 2;
                  customerID: number;
                  endTime: string;
                  initHKExchangeRate: number;
                  initialHKD: number;
                  initialRMB: number;
                  initialUSD: number;
                  initUSExchangeRate: number;
                  isAllowLogin: boolean;
                  isAsyncMainPlatform: boolean;
                  isAudit: boolean;
                  isPublished: boolean;
                  isTopMatch: boolean;
                  marketIndustryReturnIndexID: string;
                  matchCommand: string;
                  matchID: number;
                  matchName: string;
                  matchRule: string;
                  matchType: number;
                  maxTraders: number;
                  noRiskInterestRates: number;
                  organizer: string;
                  quoteType: number;
                  realEndTime: string | null;
                  registrationEndTime: string;
                  registrationStartTime: string;
                  startTime: string;
                };
                matchBreedViews: components['schemas']['def-0'][];
                matchCurrentEnrollStatus: number;
                matchCurrentPublishStatus: number;
                matchCurrentState: 0 | 1 | 2;
                matchIndexTypeSetView: {
                  commodityCode: string;
                  isChoiced: boolean;
                  market: string;
                  proportionValue: number;
                  showOrder: number;
                  subjectIndexName: string;
                  subjectIndexTypeID: number;
                }[];
                matchInItFundSets: {
                  currencyType: number;
                  initFund: number;
                }[];
                matchManagers: {
                  adminID: number;
                  createTime: string;
                  managerType: number;
                  matchID: number;
                  userName: string;
                }[];
                matchRankingIndexs: {
                  indexValue: string;
                  rankingIndexID: number;
                  rankingIndexName: string;
                  rankingIndexTypeID: number;
                  showOrder: number;
                  standardPrecent: number;
                  standardValue: number;
                }[];
                matchType: number;
                matchUseCodes: string[];
                rankingParams: {
                  isHalfYear: boolean;
                  isMonth: boolean;
                  isNoLoginActRanking: boolean;
                  isNoTrandActRanking: boolean;
                  isQuarter: boolean;
                  isWeek: boolean;
                  isYear: boolean;
                  matchTotalPoints: number;
                  noLoginTime: number;
                };
                rankingShowColumns: {
                  field: string;
                  isShow: boolean;
                  label: string;
                }[];
                riskRules: {
                  blacklist?: string[];
                  foulPoints?: number;
                  maxDailyCancelCount?: number;
                  maxDailyTradeAmount?: number;
                  maxDailyTradeCount?: number;
                  maxFinancingPerSector?: number;
                  maxFinancingPerSecurity?: number;
                  maxHeldCodes?: number;
                  maxHoldingsShareOfAssets?: number;
                  maxOrderQty?: number;
                  maxPriceDeviation?: number;
                  maxSectorShareOfAssets?: number;
                  maxSectorShareOfHoldings?: number;
                  maxSecurityShareOfAssets?: number;
                  maxSecurityShareOfHoldings?: number;
                  maxSecurityShares?: number;
                  maxSecurityValue?: number;
                  maxShortValuePerSector?: number;
                  maxShortValuePerSecurity?: number;
                  minHeldCodes?: number;
                  recordFouls?: boolean;
                  whitelist?: string[];
                };
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/GetMatchGoing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我的进行中/未开始比赛：{ total, list: MatchInfo[], serverTime, refreshAfterMs } */
    get: {
      parameters: {
        query?: {
          key?: string;
          pageIndex?: number;
          pageSize?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  accountID: number | null;
                  breadNameStr?: string;
                  combineID?: number;
                  currentState: 0 | 1 | 2;
                  isTopMatch?: boolean;
                  isTrain?: boolean;
                  loginMatchTime?: string;
                  matchBreedViews?: components['schemas']['def-0'][];
                  matchEndTime?: string;
                  matchID: number;
                  matchName: string;
                  matchStartTime?: string;
                  matchType: number;
                  matchUseCodes?: string[];
                  msTraderID?: string;
                  securityTypes?: {
                    market: string;
                    securityType: number;
                  }[];
                  startDate?: number;
                  traderID?: string;
                  traderPWD?: string;
                  traderState?: number;
                  userID?: number;
                }[];
                refreshAfterMs: number | null;
                serverTime: string;
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 我的进行中/未开始比赛：{ total, list: MatchInfo[], serverTime, refreshAfterMs } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            key?: string;
            pageIndex?: number;
            pageSize?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  accountID: number | null;
                  breadNameStr?: string;
                  combineID?: number;
                  currentState: 0 | 1 | 2;
                  isTopMatch?: boolean;
                  isTrain?: boolean;
                  loginMatchTime?: string;
                  matchBreedViews?: components['schemas']['def-0'][];
                  matchEndTime?: string;
                  matchID: number;
                  matchName: string;
                  matchStartTime?: string;
                  matchType: number;
                  matchUseCodes?: string[];
                  msTraderID?: string;
                  securityTypes?: {
                    market: string;
                    securityType: number;
                  }[];
                  startDate?: number;
                  traderID?: string;
                  traderPWD?: string;
                  traderState?: number;
                  userID?: number;
                }[];
                refreshAfterMs: number | null;
                serverTime: string;
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/GetMatchListForMatchApply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 可报名比赛：{ total, list } */
    get: {
      parameters: {
        query?: {
          key?: string;
          pageIndex?: number;
          pageSize?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  breedNameList: string[];
                  currentState: 0 | 1 | 2;
                  endTime: string;
                  enrollStatus: number;
                  hasCommand: boolean;
                  initialRMB: number;
                  isJoined: boolean;
                  isTopMatch: boolean;
                  matchID: number;
                  matchName: string;
                  matchRule: string;
                  matchType: number;
                  maxTraders: number;
                  organizer: string;
                  registrationEndTime: string;
                  registrationStartTime: string;
                  startTime: string;
                  traderCount: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 可报名比赛：{ total, list } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            key?: string;
            pageIndex?: number;
            pageSize?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  breedNameList: string[];
                  currentState: 0 | 1 | 2;
                  endTime: string;
                  enrollStatus: number;
                  hasCommand: boolean;
                  initialRMB: number;
                  isJoined: boolean;
                  isTopMatch: boolean;
                  matchID: number;
                  matchName: string;
                  matchRule: string;
                  matchType: number;
                  maxTraders: number;
                  organizer: string;
                  registrationEndTime: string;
                  registrationStartTime: string;
                  startTime: string;
                  traderCount: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/GetMatchOver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我的已结束比赛：{ total, list: MatchInfo[] } */
    get: {
      parameters: {
        query?: {
          key?: string;
          pageIndex?: number;
          pageSize?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  accountID: number | null;
                  breadNameStr?: string;
                  combineID?: number;
                  currentState: 0 | 1 | 2;
                  isTopMatch?: boolean;
                  isTrain?: boolean;
                  loginMatchTime?: string;
                  matchBreedViews?: components['schemas']['def-0'][];
                  matchEndTime?: string;
                  matchID: number;
                  matchName: string;
                  matchStartTime?: string;
                  matchType: number;
                  matchUseCodes?: string[];
                  msTraderID?: string;
                  securityTypes?: {
                    market: string;
                    securityType: number;
                  }[];
                  startDate?: number;
                  traderID?: string;
                  traderPWD?: string;
                  traderState?: number;
                  userID?: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 我的已结束比赛：{ total, list: MatchInfo[] } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            key?: string;
            pageIndex?: number;
            pageSize?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  accountID: number | null;
                  breadNameStr?: string;
                  combineID?: number;
                  currentState: 0 | 1 | 2;
                  isTopMatch?: boolean;
                  isTrain?: boolean;
                  loginMatchTime?: string;
                  matchBreedViews?: components['schemas']['def-0'][];
                  matchEndTime?: string;
                  matchID: number;
                  matchName: string;
                  matchStartTime?: string;
                  matchType: number;
                  matchUseCodes?: string[];
                  msTraderID?: string;
                  securityTypes?: {
                    market: string;
                    securityType: number;
                  }[];
                  startDate?: number;
                  traderID?: string;
                  traderPWD?: string;
                  traderState?: number;
                  userID?: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/GetMatchTraders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 参赛选手（参赛数据） */
    get: {
      parameters: {
        query: {
          key?: string;
          matchID: number;
          pageIndex?: number;
          pageSize?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  accountID: number | null;
                  className: string;
                  joinTime: string;
                  lastLoginTime: string | null;
                  realName: string;
                  teamID: number | null;
                  teamName: string;
                  traderID: number;
                  traderState: number;
                  userID: number;
                  userName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 参赛选手（参赛数据） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            key?: string;
            matchID: number;
            pageIndex?: number;
            pageSize?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  accountID: number | null;
                  className: string;
                  joinTime: string;
                  lastLoginTime: string | null;
                  realName: string;
                  teamID: number | null;
                  teamName: string;
                  traderID: number;
                  traderState: number;
                  userID: number;
                  userName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/GetNewMatchDefaults': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 新比赛的默认设置：该类型的默认交易品种（breedIDs）与时间（下一交易日开盘开赛） */
    get: {
      parameters: {
        query: {
          matchType: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                breedIDs: number[];
                endTime: string;
                matchType: number;
                registrationEndTime: string;
                registrationStartTime: string;
                startTime: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 新比赛的默认设置：该类型的默认交易品种（breedIDs）与时间（下一交易日开盘开赛） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            matchType: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                breedIDs: number[];
                endTime: string;
                matchType: number;
                registrationEndTime: string;
                registrationStartTime: string;
                startTime: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/GetTopMatchAndExercise': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 置顶比赛与练习场 */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                exercise: {
                  breedNameList: string[];
                  currentState: 0 | 1 | 2;
                  endTime: string;
                  enrollStatus: number;
                  hasCommand: boolean;
                  initialRMB: number;
                  isJoined: boolean;
                  isTopMatch: boolean;
                  matchID: number;
                  matchName: string;
                  matchRule: string;
                  matchType: number;
                  maxTraders: number;
                  organizer: string;
                  registrationEndTime: string;
                  registrationStartTime: string;
                  startTime: string;
                  traderCount: number;
                } | null;
                topMatches: {
                  breedNameList: string[];
                  currentState: 0 | 1 | 2;
                  endTime: string;
                  enrollStatus: number;
                  hasCommand: boolean;
                  initialRMB: number;
                  isJoined: boolean;
                  isTopMatch: boolean;
                  matchID: number;
                  matchName: string;
                  matchRule: string;
                  matchType: number;
                  maxTraders: number;
                  organizer: string;
                  registrationEndTime: string;
                  registrationStartTime: string;
                  startTime: string;
                  traderCount: number;
                }[];
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 置顶比赛与练习场 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                exercise: {
                  breedNameList: string[];
                  currentState: 0 | 1 | 2;
                  endTime: string;
                  enrollStatus: number;
                  hasCommand: boolean;
                  initialRMB: number;
                  isJoined: boolean;
                  isTopMatch: boolean;
                  matchID: number;
                  matchName: string;
                  matchRule: string;
                  matchType: number;
                  maxTraders: number;
                  organizer: string;
                  registrationEndTime: string;
                  registrationStartTime: string;
                  startTime: string;
                  traderCount: number;
                } | null;
                topMatches: {
                  breedNameList: string[];
                  currentState: 0 | 1 | 2;
                  endTime: string;
                  enrollStatus: number;
                  hasCommand: boolean;
                  initialRMB: number;
                  isJoined: boolean;
                  isTopMatch: boolean;
                  matchID: number;
                  matchName: string;
                  matchRule: string;
                  matchType: number;
                  maxTraders: number;
                  organizer: string;
                  registrationEndTime: string;
                  registrationStartTime: string;
                  startTime: string;
                  traderCount: number;
                }[];
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/GetTrainingMatch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 进行中的实训所用的实训账户（实训项目自己的隐藏比赛）：MatchInfo，未在实训时为 null */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                accountID: number | null;
                breadNameStr?: string;
                combineID?: number;
                currentState: 0 | 1 | 2;
                isTopMatch?: boolean;
                isTrain?: boolean;
                loginMatchTime?: string;
                matchBreedViews?: components['schemas']['def-0'][];
                matchEndTime?: string;
                matchID: number;
                matchName: string;
                matchStartTime?: string;
                matchType: number;
                matchUseCodes?: string[];
                msTraderID?: string;
                securityTypes?: {
                  market: string;
                  securityType: number;
                }[];
                startDate?: number;
                traderID?: string;
                traderPWD?: string;
                traderState?: number;
                userID?: number;
              } | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 进行中的实训所用的实训账户（实训项目自己的隐藏比赛）：MatchInfo，未在实训时为 null */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                accountID: number | null;
                breadNameStr?: string;
                combineID?: number;
                currentState: 0 | 1 | 2;
                isTopMatch?: boolean;
                isTrain?: boolean;
                loginMatchTime?: string;
                matchBreedViews?: components['schemas']['def-0'][];
                matchEndTime?: string;
                matchID: number;
                matchName: string;
                matchStartTime?: string;
                matchType: number;
                matchUseCodes?: string[];
                msTraderID?: string;
                securityTypes?: {
                  market: string;
                  securityType: number;
                }[];
                startDate?: number;
                traderID?: string;
                traderPWD?: string;
                traderState?: number;
                userID?: number;
              } | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/IsEndMatch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 比赛是否已结束 */
    get: {
      parameters: {
        query: {
          MatchID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 比赛是否已结束 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            MatchID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/JoinExercising': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 进入练习场 */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                accountID: number | null;
                breadNameStr?: string;
                combineID?: number;
                currentState: 0 | 1 | 2;
                isTopMatch?: boolean;
                isTrain?: boolean;
                loginMatchTime?: string;
                matchBreedViews?: components['schemas']['def-0'][];
                matchEndTime?: string;
                matchID: number;
                matchName: string;
                matchStartTime?: string;
                matchType: number;
                matchUseCodes?: string[];
                msTraderID?: string;
                securityTypes?: {
                  market: string;
                  securityType: number;
                }[];
                startDate?: number;
                traderID?: string;
                traderPWD?: string;
                traderState?: number;
                userID?: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 进入练习场 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                accountID: number | null;
                breadNameStr?: string;
                combineID?: number;
                currentState: 0 | 1 | 2;
                isTopMatch?: boolean;
                isTrain?: boolean;
                loginMatchTime?: string;
                matchBreedViews?: components['schemas']['def-0'][];
                matchEndTime?: string;
                matchID: number;
                matchName: string;
                matchStartTime?: string;
                matchType: number;
                matchUseCodes?: string[];
                msTraderID?: string;
                securityTypes?: {
                  market: string;
                  securityType: number;
                }[];
                startDate?: number;
                traderID?: string;
                traderPWD?: string;
                traderState?: number;
                userID?: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/LabelUpMatchNew': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 按标签批量报名：{ added, skipped } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            labelIDs: number[] | string;
            matchId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                added: number;
                skipped: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/PublishMatch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 发布或撤回比赛 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            isPublished?: boolean;
            matchID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                breedNameList: string[];
                count: number;
                currencyList: number[];
                editLock: string | null;
                matchBasisInfo: {
                  createTime: string;
                  currentState: 0 | 1 | 2;
                  customerID: number;
                  endTime: string;
                  initHKExchangeRate: number;
                  initialHKD: number;
                  initialRMB: number;
                  initialUSD: number;
                  initUSExchangeRate: number;
                  isAllowLogin: boolean;
                  isAsyncMainPlatform: boolean;
                  isAudit: boolean;
                  isPublished: boolean;
                  isTopMatch: boolean;
                  marketIndustryReturnIndexID: string;
                  matchCommand: string;
                  matchID: number;
                  matchName: string;
                  matchRule: string;
                  matchType: number;
                  maxTraders: number;
                  noRiskInterestRates: number;
                  organizer: string;
                  quoteType: number;
                  realEndTime: string | null;
                  registrationEndTime: string;
                  registrationStartTime: string;
                  startTime: string;
                };
                matchBreedViews: components['schemas']['def-0'][];
                matchCurrentEnrollStatus: number;
                matchCurrentPublishStatus: number;
                matchCurrentState: 0 | 1 | 2;
                matchIndexTypeSetView: {
                  commodityCode: string;
                  isChoiced: boolean;
                  market: string;
                  proportionValue: number;
                  showOrder: number;
                  subjectIndexName: string;
                  subjectIndexTypeID: number;
                }[];
                matchInItFundSets: {
                  currencyType: number;
                  initFund: number;
                }[];
                matchManagers: {
                  adminID: number;
                  createTime: string;
                  managerType: number;
                  matchID: number;
                  userName: string;
                }[];
                matchRankingIndexs: {
                  indexValue: string;
                  rankingIndexID: number;
                  rankingIndexName: string;
                  rankingIndexTypeID: number;
                  showOrder: number;
                  standardPrecent: number;
                  standardValue: number;
                }[];
                matchType: number;
                matchUseCodes: string[];
                rankingParams: {
                  isHalfYear: boolean;
                  isMonth: boolean;
                  isNoLoginActRanking: boolean;
                  isNoTrandActRanking: boolean;
                  isQuarter: boolean;
                  isWeek: boolean;
                  isYear: boolean;
                  matchTotalPoints: number;
                  noLoginTime: number;
                };
                rankingShowColumns: {
                  field: string;
                  isShow: boolean;
                  label: string;
                }[];
                riskRules: {
                  blacklist?: string[];
                  foulPoints?: number;
                  maxDailyCancelCount?: number;
                  maxDailyTradeAmount?: number;
                  maxDailyTradeCount?: number;
                  maxFinancingPerSector?: number;
                  maxFinancingPerSecurity?: number;
                  maxHeldCodes?: number;
                  maxHoldingsShareOfAssets?: number;
                  maxOrderQty?: number;
                  maxPriceDeviation?: number;
                  maxSectorShareOfAssets?: number;
                  maxSectorShareOfHoldings?: number;
                  maxSecurityShareOfAssets?: number;
                  maxSecurityShareOfHoldings?: number;
                  maxSecurityShares?: number;
                  maxSecurityValue?: number;
                  maxShortValuePerSector?: number;
                  maxShortValuePerSecurity?: number;
                  minHeldCodes?: number;
                  recordFouls?: boolean;
                  whitelist?: string[];
                };
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/SearchMatchList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 比赛列表（管理）：{ total, list } */
    get: {
      parameters: {
        query?: {
          key?: string;
          pageIndex?: number;
          pageSize?: number;
          state?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  createTime: string;
                  currentState: 0 | 1 | 2;
                  customerID: number;
                  endTime: string;
                  initHKExchangeRate: number;
                  initialHKD: number;
                  initialRMB: number;
                  initialUSD: number;
                  initUSExchangeRate: number;
                  isAllowLogin: boolean;
                  isAsyncMainPlatform: boolean;
                  isAudit: boolean;
                  isPublished: boolean;
                  isTopMatch: boolean;
                  marketIndustryReturnIndexID: string;
                  matchCommand: string;
                  matchID: number;
                  matchName: string;
                  matchRule: string;
                  matchType: number;
                  maxTraders: number;
                  noRiskInterestRates: number;
                  organizer: string;
                  quoteType: number;
                  realEndTime: string | null;
                  registrationEndTime: string;
                  registrationStartTime: string;
                  startTime: string;
                  traderCount: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 比赛列表（管理）：{ total, list } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            key?: string;
            pageIndex?: number;
            pageSize?: number;
            state?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  createTime: string;
                  currentState: 0 | 1 | 2;
                  customerID: number;
                  endTime: string;
                  initHKExchangeRate: number;
                  initialHKD: number;
                  initialRMB: number;
                  initialUSD: number;
                  initUSExchangeRate: number;
                  isAllowLogin: boolean;
                  isAsyncMainPlatform: boolean;
                  isAudit: boolean;
                  isPublished: boolean;
                  isTopMatch: boolean;
                  marketIndustryReturnIndexID: string;
                  matchCommand: string;
                  matchID: number;
                  matchName: string;
                  matchRule: string;
                  matchType: number;
                  maxTraders: number;
                  noRiskInterestRates: number;
                  organizer: string;
                  quoteType: number;
                  realEndTime: string | null;
                  registrationEndTime: string;
                  registrationStartTime: string;
                  startTime: string;
                  traderCount: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/SetMatchManagers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 设置比赛管理员 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            adminIDs: number[] | string;
            matchID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                adminID: number;
                createTime: string;
                managerType: number;
                matchID: number;
                userName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/SetTraderState': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 停用或恢复交易账号 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            traderID: number;
            traderState: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/SignUpMatch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 报名比赛（设置口令时须提供 command） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            command?: string;
            matchId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                accountID: number | null;
                breadNameStr?: string;
                combineID?: number;
                currentState: 0 | 1 | 2;
                isTopMatch?: boolean;
                isTrain?: boolean;
                loginMatchTime?: string;
                matchBreedViews?: components['schemas']['def-0'][];
                matchEndTime?: string;
                matchID: number;
                matchName: string;
                matchStartTime?: string;
                matchType: number;
                matchUseCodes?: string[];
                msTraderID?: string;
                securityTypes?: {
                  market: string;
                  securityType: number;
                }[];
                startDate?: number;
                traderID?: string;
                traderPWD?: string;
                traderState?: number;
                userID?: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchManage/UpdateMatch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 修改比赛（时间、类型、初始资金仅开赛前） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            allowedBreedIDs?: number[];
            managerIDs?: number[];
            matchBasisInfo?: {
              customerID?: number;
              endTime?: string | null;
              initHKExchangeRate?: number;
              initialHKD?: number;
              initialRMB?: number;
              initialUSD?: number;
              initUSExchangeRate?: number;
              isAllowLogin?: boolean;
              isAsyncMainPlatform?: boolean;
              isTopMatch?: boolean;
              marketIndustryReturnIndexID?: string;
              matchCommand?: string;
              matchName?: string;
              matchRule?: string;
              matchType?: number;
              maxTraders?: number;
              noRiskInterestRates?: number;
              organizer?: string;
              quoteType?: number;
              registrationEndTime?: string | null;
              registrationStartTime?: string | null;
              startTime?: string | null;
            } & {
              [key: string]: unknown;
            };
            matchBreedViews?: {
              [key: string]: unknown;
            }[];
            matchID: number;
            matchIndexTypeSetView?: {
              [key: string]: unknown;
            }[];
            matchInItFundSets?: {
              [key: string]: unknown;
            }[];
            matchRankingIndexs?: {
              [key: string]: unknown;
            }[];
            matchType?: number;
            matchUseCodes?: string[];
            rankingParams?: {
              [key: string]: unknown;
            };
            rankingShowColumns?: {
              [key: string]: unknown;
            }[];
            riskRules?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                breedNameList: string[];
                count: number;
                currencyList: number[];
                editLock: string | null;
                matchBasisInfo: {
                  createTime: string;
                  currentState: 0 | 1 | 2;
                  customerID: number;
                  endTime: string;
                  initHKExchangeRate: number;
                  initialHKD: number;
                  initialRMB: number;
                  initialUSD: number;
                  initUSExchangeRate: number;
                  isAllowLogin: boolean;
                  isAsyncMainPlatform: boolean;
                  isAudit: boolean;
                  isPublished: boolean;
                  isTopMatch: boolean;
                  marketIndustryReturnIndexID: string;
                  matchCommand: string;
                  matchID: number;
                  matchName: string;
                  matchRule: string;
                  matchType: number;
                  maxTraders: number;
                  noRiskInterestRates: number;
                  organizer: string;
                  quoteType: number;
                  realEndTime: string | null;
                  registrationEndTime: string;
                  registrationStartTime: string;
                  startTime: string;
                };
                matchBreedViews: components['schemas']['def-0'][];
                matchCurrentEnrollStatus: number;
                matchCurrentPublishStatus: number;
                matchCurrentState: 0 | 1 | 2;
                matchIndexTypeSetView: {
                  commodityCode: string;
                  isChoiced: boolean;
                  market: string;
                  proportionValue: number;
                  showOrder: number;
                  subjectIndexName: string;
                  subjectIndexTypeID: number;
                }[];
                matchInItFundSets: {
                  currencyType: number;
                  initFund: number;
                }[];
                matchManagers: {
                  adminID: number;
                  createTime: string;
                  managerType: number;
                  matchID: number;
                  userName: string;
                }[];
                matchRankingIndexs: {
                  indexValue: string;
                  rankingIndexID: number;
                  rankingIndexName: string;
                  rankingIndexTypeID: number;
                  showOrder: number;
                  standardPrecent: number;
                  standardValue: number;
                }[];
                matchType: number;
                matchUseCodes: string[];
                rankingParams: {
                  isHalfYear: boolean;
                  isMonth: boolean;
                  isNoLoginActRanking: boolean;
                  isNoTrandActRanking: boolean;
                  isQuarter: boolean;
                  isWeek: boolean;
                  isYear: boolean;
                  matchTotalPoints: number;
                  noLoginTime: number;
                };
                rankingShowColumns: {
                  field: string;
                  isShow: boolean;
                  label: string;
                }[];
                riskRules: {
                  blacklist?: string[];
                  foulPoints?: number;
                  maxDailyCancelCount?: number;
                  maxDailyTradeAmount?: number;
                  maxDailyTradeCount?: number;
                  maxFinancingPerSector?: number;
                  maxFinancingPerSecurity?: number;
                  maxHeldCodes?: number;
                  maxHoldingsShareOfAssets?: number;
                  maxOrderQty?: number;
                  maxPriceDeviation?: number;
                  maxSectorShareOfAssets?: number;
                  maxSectorShareOfHoldings?: number;
                  maxSecurityShareOfAssets?: number;
                  maxSecurityShareOfHoldings?: number;
                  maxSecurityShares?: number;
                  maxSecurityValue?: number;
                  maxShortValuePerSector?: number;
                  maxShortValuePerSecurity?: number;
                  minHeldCodes?: number;
                  recordFouls?: boolean;
                  whitelist?: string[];
                };
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchSet/GetBreedCatalogue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 全部可选品种（isAllow 均为 false） */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['def-0'][];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchSet/SearchMatchBreed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 比赛详情与品种（前端据此计算权限标志） */
    get: {
      parameters: {
        query: {
          matchId: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data:
                | {
                    breedNameList: string[];
                    count: number;
                    currencyList: number[];
                    matchBasisInfo: {
                      createTime: string;
                      currentState: 0 | 1 | 2;
                      customerID: number;
                      endTime: string;
                      initHKExchangeRate: number;
                      initialHKD: number;
                      initialRMB: number;
                      initialUSD: number;
                      initUSExchangeRate: number;
                      isAllowLogin: boolean;
                      isAsyncMainPlatform: boolean;
                      isAudit: boolean;
                      isPublished: boolean;
                      isTopMatch: boolean;
                      marketIndustryReturnIndexID: string;
                      matchCommand: string;
                      matchID: number;
                      matchName: string;
                      matchRule: string;
                      matchType: number;
                      maxTraders: number;
                      noRiskInterestRates: number;
                      organizer: string;
                      quoteType: number;
                      realEndTime: string | null;
                      registrationEndTime: string;
                      registrationStartTime: string;
                      startTime: string;
                    };
                    matchBreedViews: components['schemas']['def-0'][];
                    matchCurrentEnrollStatus: number;
                    matchCurrentPublishStatus: number;
                    matchCurrentState: 0 | 1 | 2;
                    matchIndexTypeSetView: {
                      commodityCode: string;
                      isChoiced: boolean;
                      market: string;
                      proportionValue: number;
                      showOrder: number;
                      subjectIndexName: string;
                      subjectIndexTypeID: number;
                    }[];
                    matchInItFundSets: {
                      currencyType: number;
                      initFund: number;
                    }[];
                    matchManagers: {
                      adminID: number;
                      createTime: string;
                      managerType: number;
                      matchID: number;
                      userName: string;
                    }[];
                    matchRankingIndexs: {
                      indexValue: string;
                      rankingIndexID: number;
                      rankingIndexName: string;
                      rankingIndexTypeID: number;
                      showOrder: number;
                      standardPrecent: number;
                      standardValue: number;
                    }[];
                    matchType: number;
                    matchUseCodes: string[];
                    rankingParams: {
                      isHalfYear: boolean;
                      isMonth: boolean;
                      isNoLoginActRanking: boolean;
                      isNoTrandActRanking: boolean;
                      isQuarter: boolean;
                      isWeek: boolean;
                      isYear: boolean;
                      matchTotalPoints: number;
                      noLoginTime: number;
                    };
                    rankingShowColumns: {
                      field: string;
                      isShow: boolean;
                      label: string;
                    }[];
                    riskRules: {
                      blacklist?: string[];
                      foulPoints?: number;
                      maxDailyCancelCount?: number;
                      maxDailyTradeAmount?: number;
                      maxDailyTradeCount?: number;
                      maxFinancingPerSector?: number;
                      maxFinancingPerSecurity?: number;
                      maxHeldCodes?: number;
                      maxHoldingsShareOfAssets?: number;
                      maxOrderQty?: number;
                      maxPriceDeviation?: number;
                      maxSectorShareOfAssets?: number;
                      maxSectorShareOfHoldings?: number;
                      maxSecurityShareOfAssets?: number;
                      maxSecurityShareOfHoldings?: number;
                      maxSecurityShares?: number;
                      maxSecurityValue?: number;
                      maxShortValuePerSector?: number;
                      maxShortValuePerSecurity?: number;
                      minHeldCodes?: number;
                      recordFouls?: boolean;
                      whitelist?: string[];
                    };
                  }
                | {
                    breedNameList: string[];
                    count: number;
                    currencyList: number[];
                    editLock: string | null;
                    matchBasisInfo: {
                      createTime: string;
                      currentState: 0 | 1 | 2;
                      customerID: number;
                      endTime: string;
                      initHKExchangeRate: number;
                      initialHKD: number;
                      initialRMB: number;
                      initialUSD: number;
                      initUSExchangeRate: number;
                      isAllowLogin: boolean;
                      isAsyncMainPlatform: boolean;
                      isAudit: boolean;
                      isPublished: boolean;
                      isTopMatch: boolean;
                      marketIndustryReturnIndexID: string;
                      matchCommand: string;
                      matchID: number;
                      matchName: string;
                      matchRule: string;
                      matchType: number;
                      maxTraders: number;
                      noRiskInterestRates: number;
                      organizer: string;
                      quoteType: number;
                      realEndTime: string | null;
                      registrationEndTime: string;
                      registrationStartTime: string;
                      startTime: string;
                    };
                    matchBreedViews: components['schemas']['def-0'][];
                    matchCurrentEnrollStatus: number;
                    matchCurrentPublishStatus: number;
                    matchCurrentState: 0 | 1 | 2;
                    matchIndexTypeSetView: {
                      commodityCode: string;
                      isChoiced: boolean;
                      market: string;
                      proportionValue: number;
                      showOrder: number;
                      subjectIndexName: string;
                      subjectIndexTypeID: number;
                    }[];
                    matchInItFundSets: {
                      currencyType: number;
                      initFund: number;
                    }[];
                    matchManagers: {
                      adminID: number;
                      createTime: string;
                      managerType: number;
                      matchID: number;
                      userName: string;
                    }[];
                    matchRankingIndexs: {
                      indexValue: string;
                      rankingIndexID: number;
                      rankingIndexName: string;
                      rankingIndexTypeID: number;
                      showOrder: number;
                      standardPrecent: number;
                      standardValue: number;
                    }[];
                    matchType: number;
                    matchUseCodes: string[];
                    rankingParams: {
                      isHalfYear: boolean;
                      isMonth: boolean;
                      isNoLoginActRanking: boolean;
                      isNoTrandActRanking: boolean;
                      isQuarter: boolean;
                      isWeek: boolean;
                      isYear: boolean;
                      matchTotalPoints: number;
                      noLoginTime: number;
                    };
                    rankingShowColumns: {
                      field: string;
                      isShow: boolean;
                      label: string;
                    }[];
                    riskRules: {
                      blacklist?: string[];
                      foulPoints?: number;
                      maxDailyCancelCount?: number;
                      maxDailyTradeAmount?: number;
                      maxDailyTradeCount?: number;
                      maxFinancingPerSector?: number;
                      maxFinancingPerSecurity?: number;
                      maxHeldCodes?: number;
                      maxHoldingsShareOfAssets?: number;
                      maxOrderQty?: number;
                      maxPriceDeviation?: number;
                      maxSectorShareOfAssets?: number;
                      maxSectorShareOfHoldings?: number;
                      maxSecurityShareOfAssets?: number;
                      maxSecurityShareOfHoldings?: number;
                      maxSecurityShares?: number;
                      maxSecurityValue?: number;
                      maxShortValuePerSector?: number;
                      maxShortValuePerSecurity?: number;
                      minHeldCodes?: number;
                      recordFouls?: boolean;
                      whitelist?: string[];
                    };
                  };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 比赛详情与品种（前端据此计算权限标志） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            matchId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data:
                | {
                    breedNameList: string[];
                    count: number;
                    currencyList: number[];
                    matchBasisInfo: {
                      createTime: string;
                      currentState: 0 | 1 | 2;
                      customerID: number;
                      endTime: string;
                      initHKExchangeRate: number;
                      initialHKD: number;
                      initialRMB: number;
                      initialUSD: number;
                      initUSExchangeRate: number;
                      isAllowLogin: boolean;
                      isAsyncMainPlatform: boolean;
                      isAudit: boolean;
                      isPublished: boolean;
                      isTopMatch: boolean;
                      marketIndustryReturnIndexID: string;
                      matchCommand: string;
                      matchID: number;
                      matchName: string;
                      matchRule: string;
                      matchType: number;
                      maxTraders: number;
                      noRiskInterestRates: number;
                      organizer: string;
                      quoteType: number;
                      realEndTime: string | null;
                      registrationEndTime: string;
                      registrationStartTime: string;
                      startTime: string;
                    };
                    matchBreedViews: components['schemas']['def-0'][];
                    matchCurrentEnrollStatus: number;
                    matchCurrentPublishStatus: number;
                    matchCurrentState: 0 | 1 | 2;
                    matchIndexTypeSetView: {
                      commodityCode: string;
                      isChoiced: boolean;
                      market: string;
                      proportionValue: number;
                      showOrder: number;
                      subjectIndexName: string;
                      subjectIndexTypeID: number;
                    }[];
                    matchInItFundSets: {
                      currencyType: number;
                      initFund: number;
                    }[];
                    matchManagers: {
                      adminID: number;
                      createTime: string;
                      managerType: number;
                      matchID: number;
                      userName: string;
                    }[];
                    matchRankingIndexs: {
                      indexValue: string;
                      rankingIndexID: number;
                      rankingIndexName: string;
                      rankingIndexTypeID: number;
                      showOrder: number;
                      standardPrecent: number;
                      standardValue: number;
                    }[];
                    matchType: number;
                    matchUseCodes: string[];
                    rankingParams: {
                      isHalfYear: boolean;
                      isMonth: boolean;
                      isNoLoginActRanking: boolean;
                      isNoTrandActRanking: boolean;
                      isQuarter: boolean;
                      isWeek: boolean;
                      isYear: boolean;
                      matchTotalPoints: number;
                      noLoginTime: number;
                    };
                    rankingShowColumns: {
                      field: string;
                      isShow: boolean;
                      label: string;
                    }[];
                    riskRules: {
                      blacklist?: string[];
                      foulPoints?: number;
                      maxDailyCancelCount?: number;
                      maxDailyTradeAmount?: number;
                      maxDailyTradeCount?: number;
                      maxFinancingPerSector?: number;
                      maxFinancingPerSecurity?: number;
                      maxHeldCodes?: number;
                      maxHoldingsShareOfAssets?: number;
                      maxOrderQty?: number;
                      maxPriceDeviation?: number;
                      maxSectorShareOfAssets?: number;
                      maxSectorShareOfHoldings?: number;
                      maxSecurityShareOfAssets?: number;
                      maxSecurityShareOfHoldings?: number;
                      maxSecurityShares?: number;
                      maxSecurityValue?: number;
                      maxShortValuePerSector?: number;
                      maxShortValuePerSecurity?: number;
                      minHeldCodes?: number;
                      recordFouls?: boolean;
                      whitelist?: string[];
                    };
                  }
                | {
                    breedNameList: string[];
                    count: number;
                    currencyList: number[];
                    editLock: string | null;
                    matchBasisInfo: {
                      createTime: string;
                      currentState: 0 | 1 | 2;
                      customerID: number;
                      endTime: string;
                      initHKExchangeRate: number;
                      initialHKD: number;
                      initialRMB: number;
                      initialUSD: number;
                      initUSExchangeRate: number;
                      isAllowLogin: boolean;
                      isAsyncMainPlatform: boolean;
                      isAudit: boolean;
                      isPublished: boolean;
                      isTopMatch: boolean;
                      marketIndustryReturnIndexID: string;
                      matchCommand: string;
                      matchID: number;
                      matchName: string;
                      matchRule: string;
                      matchType: number;
                      maxTraders: number;
                      noRiskInterestRates: number;
                      organizer: string;
                      quoteType: number;
                      realEndTime: string | null;
                      registrationEndTime: string;
                      registrationStartTime: string;
                      startTime: string;
                    };
                    matchBreedViews: components['schemas']['def-0'][];
                    matchCurrentEnrollStatus: number;
                    matchCurrentPublishStatus: number;
                    matchCurrentState: 0 | 1 | 2;
                    matchIndexTypeSetView: {
                      commodityCode: string;
                      isChoiced: boolean;
                      market: string;
                      proportionValue: number;
                      showOrder: number;
                      subjectIndexName: string;
                      subjectIndexTypeID: number;
                    }[];
                    matchInItFundSets: {
                      currencyType: number;
                      initFund: number;
                    }[];
                    matchManagers: {
                      adminID: number;
                      createTime: string;
                      managerType: number;
                      matchID: number;
                      userName: string;
                    }[];
                    matchRankingIndexs: {
                      indexValue: string;
                      rankingIndexID: number;
                      rankingIndexName: string;
                      rankingIndexTypeID: number;
                      showOrder: number;
                      standardPrecent: number;
                      standardValue: number;
                    }[];
                    matchType: number;
                    matchUseCodes: string[];
                    rankingParams: {
                      isHalfYear: boolean;
                      isMonth: boolean;
                      isNoLoginActRanking: boolean;
                      isNoTrandActRanking: boolean;
                      isQuarter: boolean;
                      isWeek: boolean;
                      isYear: boolean;
                      matchTotalPoints: number;
                      noLoginTime: number;
                    };
                    rankingShowColumns: {
                      field: string;
                      isShow: boolean;
                      label: string;
                    }[];
                    riskRules: {
                      blacklist?: string[];
                      foulPoints?: number;
                      maxDailyCancelCount?: number;
                      maxDailyTradeAmount?: number;
                      maxDailyTradeCount?: number;
                      maxFinancingPerSector?: number;
                      maxFinancingPerSecurity?: number;
                      maxHeldCodes?: number;
                      maxHoldingsShareOfAssets?: number;
                      maxOrderQty?: number;
                      maxPriceDeviation?: number;
                      maxSectorShareOfAssets?: number;
                      maxSectorShareOfHoldings?: number;
                      maxSecurityShareOfAssets?: number;
                      maxSecurityShareOfHoldings?: number;
                      maxSecurityShares?: number;
                      maxSecurityValue?: number;
                      maxShortValuePerSector?: number;
                      maxShortValuePerSecurity?: number;
                      minHeldCodes?: number;
                      recordFouls?: boolean;
                      whitelist?: string[];
                    };
                  };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/MatchUser/LoginMatch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 以交易账号登录比赛 */
    get: {
      parameters: {
        query: {
          traderID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                accountID: number | null;
                breadNameStr?: string;
                combineID?: number;
                currentState: 0 | 1 | 2;
                isTopMatch?: boolean;
                isTrain?: boolean;
                loginMatchTime?: string;
                matchBreedViews?: components['schemas']['def-0'][];
                matchEndTime?: string;
                matchID: number;
                matchName: string;
                matchStartTime?: string;
                matchType: number;
                matchUseCodes?: string[];
                msTraderID?: string;
                securityTypes?: {
                  market: string;
                  securityType: number;
                }[];
                startDate?: number;
                traderID?: string;
                traderPWD?: string;
                traderState?: number;
                userID?: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 以交易账号登录比赛 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            traderID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                accountID: number | null;
                breadNameStr?: string;
                combineID?: number;
                currentState: 0 | 1 | 2;
                isTopMatch?: boolean;
                isTrain?: boolean;
                loginMatchTime?: string;
                matchBreedViews?: components['schemas']['def-0'][];
                matchEndTime?: string;
                matchID: number;
                matchName: string;
                matchStartTime?: string;
                matchType: number;
                matchUseCodes?: string[];
                msTraderID?: string;
                securityTypes?: {
                  market: string;
                  securityType: number;
                }[];
                startDate?: number;
                traderID?: string;
                traderPWD?: string;
                traderState?: number;
                userID?: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/OnlineNumber/AddOperationLog': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 写操作日志（数组，通常一条；单个对象也接受），data 为写入条数 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            appName?: string | number;
            appVersion?: string | number;
            content?: string | number;
            ip?: string | number;
            module?: string | number;
            operation?: string | number;
            operationTime?: string | number;
            os?: string | number;
            param1?: string | number;
            username?: string | number;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: number;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/OnlineNumber/SearchOperationLog': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 查询操作日志（仅系统管理员）：data = { total, list } */
    get: {
      parameters: {
        query?: {
          pageIndex?: number;
          pageSize?: number;
          searchKey?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  appName: string;
                  appVersion: string;
                  content: string;
                  createTime: string;
                  id: number;
                  ip: string;
                  module: string;
                  operation: string;
                  operationTime: string;
                  os: string;
                  param1: string;
                  userID: number | null;
                  username: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 查询操作日志（仅系统管理员）：data = { total, list } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            pageIndex?: number;
            pageSize?: number;
            searchKey?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  appName: string;
                  appVersion: string;
                  content: string;
                  createTime: string;
                  id: number;
                  ip: string;
                  module: string;
                  operation: string;
                  operationTime: string;
                  os: string;
                  param1: string;
                  userID: number | null;
                  username: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Ranking/ExportClassRankings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 导出班级排名（Excel） */
    get: {
      parameters: {
        query: {
          matchID: number;
          searchDate?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 导出班级排名（Excel） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            matchID: number;
            searchDate?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Ranking/ExportPersonalRankingsRN': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 导出个人排名（Excel） */
    get: {
      parameters: {
        query: {
          matchID: number;
          pageIndex?: number;
          pageSize?: number;
          period?: string;
          searchDate?: string;
          searchKey?: string;
          sortField?: string;
          sortType?: string | number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 导出个人排名（Excel） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            matchID: number;
            pageIndex?: number;
            pageSize?: number;
            period?: string;
            searchDate?: string;
            searchKey?: string;
            sortField?: string;
            sortType?: string | number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Ranking/GetForexContestSummary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 外汇比赛赛况：data = { participants, trades, turnoverFen, pnlFen, byCurrency[], balances[], byDay[], mine }（金额单位：分，人民币） */
    get: {
      parameters: {
        query: {
          MatchID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                activeTraders: number;
                balances: {
                  balance: number;
                  cnyValueFen: number;
                  currency: string;
                  holders: number;
                }[];
                byCurrency: {
                  base: string;
                  buyQty: number;
                  code: string;
                  feesFen: number;
                  floatingFen: number;
                  holders: number;
                  name: string;
                  pnlFen: number;
                  positionQty: number;
                  quote: string;
                  realisedFen: number;
                  sellQty: number;
                  traders: number;
                  trades: number;
                  turnoverFen: number;
                }[];
                byDay: {
                  averageYield: number | null;
                  best: {
                    name: string;
                    traderId: number;
                    yield: number;
                  } | null;
                  live: boolean;
                  tradeDate: string;
                  traders: number;
                  trades: number;
                  turnoverFen: number;
                  worst: {
                    name: string;
                    traderId: number;
                    yield: number;
                  } | null;
                }[];
                currency: string;
                feesFen: number;
                matchID: number;
                matchName: string;
                matchType: number;
                mine: {
                  byCurrency: {
                    base: string;
                    buyQty: number;
                    code: string;
                    feesFen: number;
                    floatingFen: number;
                    holders: number;
                    name: string;
                    pnlFen: number;
                    positionQty: number;
                    quote: string;
                    realisedFen: number;
                    sellQty: number;
                    traders: number;
                    trades: number;
                    turnoverFen: number;
                  }[];
                  pnlFen: number;
                  rank: number | null;
                  todayYield: number | null;
                  totalAssetsFen: number | null;
                  trades: number;
                  turnoverFen: number;
                };
                participants: number;
                pnlFen: number;
                trades: number;
                tradingDate: string;
                turnoverFen: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 外汇比赛赛况：data = { participants, trades, turnoverFen, pnlFen, byCurrency[], balances[], byDay[], mine }（金额单位：分，人民币） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            MatchID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                activeTraders: number;
                balances: {
                  balance: number;
                  cnyValueFen: number;
                  currency: string;
                  holders: number;
                }[];
                byCurrency: {
                  base: string;
                  buyQty: number;
                  code: string;
                  feesFen: number;
                  floatingFen: number;
                  holders: number;
                  name: string;
                  pnlFen: number;
                  positionQty: number;
                  quote: string;
                  realisedFen: number;
                  sellQty: number;
                  traders: number;
                  trades: number;
                  turnoverFen: number;
                }[];
                byDay: {
                  averageYield: number | null;
                  best: {
                    name: string;
                    traderId: number;
                    yield: number;
                  } | null;
                  live: boolean;
                  tradeDate: string;
                  traders: number;
                  trades: number;
                  turnoverFen: number;
                  worst: {
                    name: string;
                    traderId: number;
                    yield: number;
                  } | null;
                }[];
                currency: string;
                feesFen: number;
                matchID: number;
                matchName: string;
                matchType: number;
                mine: {
                  byCurrency: {
                    base: string;
                    buyQty: number;
                    code: string;
                    feesFen: number;
                    floatingFen: number;
                    holders: number;
                    name: string;
                    pnlFen: number;
                    positionQty: number;
                    quote: string;
                    realisedFen: number;
                    sellQty: number;
                    traders: number;
                    trades: number;
                    turnoverFen: number;
                  }[];
                  pnlFen: number;
                  rank: number | null;
                  todayYield: number | null;
                  totalAssetsFen: number | null;
                  trades: number;
                  turnoverFen: number;
                };
                participants: number;
                pnlFen: number;
                trades: number;
                tradingDate: string;
                turnoverFen: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Ranking/GetMyLatestRankingRN': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我的最新排名行，或 null */
    get: {
      parameters: {
        query: {
          matchID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data:
                | ({
                    ClassID: number | null;
                    ClassName: string;
                    Rank: number;
                    RealName: string;
                    TeamID: number | null;
                    TeamName: string;
                    TraderID: number;
                    UserID: number;
                    UserName: string;
                  } & {
                    [key: string]: (never | null) | string | number;
                  })
                | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 我的最新排名行，或 null */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            matchID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data:
                | ({
                    ClassID: number | null;
                    ClassName: string;
                    Rank: number;
                    RealName: string;
                    TeamID: number | null;
                    TeamName: string;
                    TraderID: number;
                    UserID: number;
                    UserName: string;
                  } & {
                    [key: string]: (never | null) | string | number;
                  })
                | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Ranking/GetMyRanking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我的排名 */
    get: {
      parameters: {
        query: {
          MatchID: number;
          pageIndex?: number;
          pageSize?: number;
          Period?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                columns: {
                  field: string;
                  isShow: boolean;
                  label: string;
                }[];
                list: ({
                  ClassID: number | null;
                  ClassName: string;
                  Rank: number;
                  RealName: string;
                  TeamID: number | null;
                  TeamName: string;
                  TraderID: number;
                  UserID: number;
                  UserName: string;
                } & {
                  [key: string]: (never | null) | string | number;
                })[];
                N: number;
                pageIndex: number;
                pageSize: number;
                period: 'all' | 'week' | 'month' | 'quarter' | 'halfYear' | 'year';
                periods: ('all' | 'week' | 'month' | 'quarter' | 'halfYear' | 'year')[];
                searchDate: string | null;
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 我的排名 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            MatchID: number;
            pageIndex?: number;
            pageSize?: number;
            Period?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                columns: {
                  field: string;
                  isShow: boolean;
                  label: string;
                }[];
                list: ({
                  ClassID: number | null;
                  ClassName: string;
                  Rank: number;
                  RealName: string;
                  TeamID: number | null;
                  TeamName: string;
                  TraderID: number;
                  UserID: number;
                  UserName: string;
                } & {
                  [key: string]: (never | null) | string | number;
                })[];
                N: number;
                pageIndex: number;
                pageSize: number;
                period: 'all' | 'week' | 'month' | 'quarter' | 'halfYear' | 'year';
                periods: ('all' | 'week' | 'month' | 'quarter' | 'halfYear' | 'year')[];
                searchDate: string | null;
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Ranking/GetRealTimePersonalRankings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 实时个人排名 */
    get: {
      parameters: {
        query: {
          MatchID: number;
          pageIndex?: number;
          pageSize?: number;
          Period?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                columns: {
                  field: string;
                  isShow: boolean;
                  label: string;
                }[];
                list: ({
                  ClassID: number | null;
                  ClassName: string;
                  Rank: number;
                  RealName: string;
                  TeamID: number | null;
                  TeamName: string;
                  TraderID: number;
                  UserID: number;
                  UserName: string;
                } & {
                  [key: string]: (never | null) | string | number;
                })[];
                N: number;
                pageIndex: number;
                pageSize: number;
                period: 'all' | 'week' | 'month' | 'quarter' | 'halfYear' | 'year';
                periods: ('all' | 'week' | 'month' | 'quarter' | 'halfYear' | 'year')[];
                searchDate: string | null;
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 实时个人排名 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            MatchID: number;
            pageIndex?: number;
            pageSize?: number;
            Period?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                columns: {
                  field: string;
                  isShow: boolean;
                  label: string;
                }[];
                list: ({
                  ClassID: number | null;
                  ClassName: string;
                  Rank: number;
                  RealName: string;
                  TeamID: number | null;
                  TeamName: string;
                  TraderID: number;
                  UserID: number;
                  UserName: string;
                } & {
                  [key: string]: (never | null) | string | number;
                })[];
                N: number;
                pageIndex: number;
                pageSize: number;
                period: 'all' | 'week' | 'month' | 'quarter' | 'halfYear' | 'year';
                periods: ('all' | 'week' | 'month' | 'quarter' | 'halfYear' | 'year')[];
                searchDate: string | null;
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Ranking/GetRealTimeTeamRankings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 实时团队排名 */
    get: {
      parameters: {
        query: {
          MatchID: number;
          pageIndex?: number;
          pageSize?: number;
          Period?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: (
                  | {
                      AverageYield: number | null;
                      GroupID: number;
                      GroupName: string;
                      InitialAssets: number;
                      MemberCount: number;
                      Rank: number;
                      TeamID: number;
                      TeamName: string;
                      TotalAssets: number;
                      TotalProfitLoss: number;
                      TotalYield: number | null;
                    }
                  | {
                      AverageYield: number | null;
                      ClassID: number;
                      ClassName: string;
                      GroupID: number;
                      GroupName: string;
                      InitialAssets: number;
                      MemberCount: number;
                      Rank: number;
                      TotalAssets: number;
                      TotalProfitLoss: number;
                      TotalYield: number | null;
                    }
                )[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 实时团队排名 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            MatchID: number;
            pageIndex?: number;
            pageSize?: number;
            Period?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: (
                  | {
                      AverageYield: number | null;
                      GroupID: number;
                      GroupName: string;
                      InitialAssets: number;
                      MemberCount: number;
                      Rank: number;
                      TeamID: number;
                      TeamName: string;
                      TotalAssets: number;
                      TotalProfitLoss: number;
                      TotalYield: number | null;
                    }
                  | {
                      AverageYield: number | null;
                      ClassID: number;
                      ClassName: string;
                      GroupID: number;
                      GroupName: string;
                      InitialAssets: number;
                      MemberCount: number;
                      Rank: number;
                      TotalAssets: number;
                      TotalProfitLoss: number;
                      TotalYield: number | null;
                    }
                )[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Ranking/GetTraderLatestClassRanking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 选手所在班级的班级排名行，或 null */
    get: {
      parameters: {
        query: {
          matchID: number;
          SearchDate?: string;
          TraderID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data:
                | (never | null)
                | {
                    AverageYield: number | null;
                    GroupID: number;
                    GroupName: string;
                    InitialAssets: number;
                    MemberCount: number;
                    Rank: number;
                    TeamID: number;
                    TeamName: string;
                    TotalAssets: number;
                    TotalProfitLoss: number;
                    TotalYield: number | null;
                  }
                | {
                    AverageYield: number | null;
                    ClassID: number;
                    ClassName: string;
                    GroupID: number;
                    GroupName: string;
                    InitialAssets: number;
                    MemberCount: number;
                    Rank: number;
                    TotalAssets: number;
                    TotalProfitLoss: number;
                    TotalYield: number | null;
                  };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 选手所在班级的班级排名行，或 null */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            matchID: number;
            SearchDate?: string;
            TraderID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data:
                | (never | null)
                | {
                    AverageYield: number | null;
                    GroupID: number;
                    GroupName: string;
                    InitialAssets: number;
                    MemberCount: number;
                    Rank: number;
                    TeamID: number;
                    TeamName: string;
                    TotalAssets: number;
                    TotalProfitLoss: number;
                    TotalYield: number | null;
                  }
                | {
                    AverageYield: number | null;
                    ClassID: number;
                    ClassName: string;
                    GroupID: number;
                    GroupName: string;
                    InitialAssets: number;
                    MemberCount: number;
                    Rank: number;
                    TotalAssets: number;
                    TotalProfitLoss: number;
                    TotalYield: number | null;
                  };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Ranking/SearchClassRankings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 班级排名 */
    get: {
      parameters: {
        query: {
          matchID: number;
          pageIndex?: number;
          pageSize?: number;
          searchDate?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: (
                  | {
                      AverageYield: number | null;
                      GroupID: number;
                      GroupName: string;
                      InitialAssets: number;
                      MemberCount: number;
                      Rank: number;
                      TeamID: number;
                      TeamName: string;
                      TotalAssets: number;
                      TotalProfitLoss: number;
                      TotalYield: number | null;
                    }
                  | {
                      AverageYield: number | null;
                      ClassID: number;
                      ClassName: string;
                      GroupID: number;
                      GroupName: string;
                      InitialAssets: number;
                      MemberCount: number;
                      Rank: number;
                      TotalAssets: number;
                      TotalProfitLoss: number;
                      TotalYield: number | null;
                    }
                )[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 班级排名 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            matchID: number;
            pageIndex?: number;
            pageSize?: number;
            searchDate?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: (
                  | {
                      AverageYield: number | null;
                      GroupID: number;
                      GroupName: string;
                      InitialAssets: number;
                      MemberCount: number;
                      Rank: number;
                      TeamID: number;
                      TeamName: string;
                      TotalAssets: number;
                      TotalProfitLoss: number;
                      TotalYield: number | null;
                    }
                  | {
                      AverageYield: number | null;
                      ClassID: number;
                      ClassName: string;
                      GroupID: number;
                      GroupName: string;
                      InitialAssets: number;
                      MemberCount: number;
                      Rank: number;
                      TotalAssets: number;
                      TotalProfitLoss: number;
                      TotalYield: number | null;
                    }
                )[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Ranking/SearchClassRankingsByTraderID': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 选手所在班级的个人排名 */
    get: {
      parameters: {
        query: {
          matchID: number;
          pageIndex?: number;
          pageSize?: number;
          period?: string;
          searchDate?: string;
          searchKey?: string;
          sortField?: string;
          sortType?: string | number;
          traderID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                columns: {
                  field: string;
                  isShow: boolean;
                  label: string;
                }[];
                list: ({
                  ClassID: number | null;
                  ClassName: string;
                  Rank: number;
                  RealName: string;
                  TeamID: number | null;
                  TeamName: string;
                  TraderID: number;
                  UserID: number;
                  UserName: string;
                } & {
                  [key: string]: (never | null) | string | number;
                })[];
                N: number;
                pageIndex: number;
                pageSize: number;
                period: 'all' | 'week' | 'month' | 'quarter' | 'halfYear' | 'year';
                periods: ('all' | 'week' | 'month' | 'quarter' | 'halfYear' | 'year')[];
                searchDate: string | null;
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 选手所在班级的个人排名 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            matchID: number;
            pageIndex?: number;
            pageSize?: number;
            period?: string;
            searchDate?: string;
            searchKey?: string;
            sortField?: string;
            sortType?: string | number;
            traderID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                columns: {
                  field: string;
                  isShow: boolean;
                  label: string;
                }[];
                list: ({
                  ClassID: number | null;
                  ClassName: string;
                  Rank: number;
                  RealName: string;
                  TeamID: number | null;
                  TeamName: string;
                  TraderID: number;
                  UserID: number;
                  UserName: string;
                } & {
                  [key: string]: (never | null) | string | number;
                })[];
                N: number;
                pageIndex: number;
                pageSize: number;
                period: 'all' | 'week' | 'month' | 'quarter' | 'halfYear' | 'year';
                periods: ('all' | 'week' | 'month' | 'quarter' | 'halfYear' | 'year')[];
                searchDate: string | null;
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Ranking/SearchCombineDailyYield': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 组合每日收益：{ total, list } */
    get: {
      parameters: {
        query: {
          combineID: number;
          pageIndex?: number;
          pageSize?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  dailyYield: number | null;
                  nav: number;
                  totalAssets: number;
                  totalYield: number;
                  tradeDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 组合每日收益：{ total, list } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            combineID: number;
            pageIndex?: number;
            pageSize?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  dailyYield: number | null;
                  nav: number;
                  totalAssets: number;
                  totalYield: number;
                  tradeDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Ranking/SearchPersonalRankingsRN': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 个人排名查询（排序、分页、日期、周期） */
    get: {
      parameters: {
        query: {
          matchID: number;
          pageIndex?: number;
          pageSize?: number;
          period?: string;
          searchDate?: string;
          searchKey?: string;
          sortField?: string;
          sortType?: string | number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                columns: {
                  field: string;
                  isShow: boolean;
                  label: string;
                }[];
                list: ({
                  ClassID: number | null;
                  ClassName: string;
                  Rank: number;
                  RealName: string;
                  TeamID: number | null;
                  TeamName: string;
                  TraderID: number;
                  UserID: number;
                  UserName: string;
                } & {
                  [key: string]: (never | null) | string | number;
                })[];
                N: number;
                pageIndex: number;
                pageSize: number;
                period: 'all' | 'week' | 'month' | 'quarter' | 'halfYear' | 'year';
                periods: ('all' | 'week' | 'month' | 'quarter' | 'halfYear' | 'year')[];
                searchDate: string | null;
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 个人排名查询（排序、分页、日期、周期） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            matchID: number;
            pageIndex?: number;
            pageSize?: number;
            period?: string;
            searchDate?: string;
            searchKey?: string;
            sortField?: string;
            sortType?: string | number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                columns: {
                  field: string;
                  isShow: boolean;
                  label: string;
                }[];
                list: ({
                  ClassID: number | null;
                  ClassName: string;
                  Rank: number;
                  RealName: string;
                  TeamID: number | null;
                  TeamName: string;
                  TraderID: number;
                  UserID: number;
                  UserName: string;
                } & {
                  [key: string]: (never | null) | string | number;
                })[];
                N: number;
                pageIndex: number;
                pageSize: number;
                period: 'all' | 'week' | 'month' | 'quarter' | 'halfYear' | 'year';
                periods: ('all' | 'week' | 'month' | 'quarter' | 'halfYear' | 'year')[];
                searchDate: string | null;
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Security/AddSecurity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 新增证券（管理员）：board = main/star/chinext/bse/index/etf/fund/bond/convertible/hk，按板块规则生成交易单位、最小变动价位、涨跌幅限制与 T+N；data = { symbol, shortname, pyshortname, market, typeid } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            board: string;
            lot?: number;
            market: string;
            price: number;
            sector?: string;
            shortName: string;
            symbol: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                market: string;
                pyshortname: string;
                shortname: string;
                symbol: string;
                typeid: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/Security/ImportDailyBars': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 导入真实日线（管理员）：csv 每行 date,open,high,low,close,volume,amount（可有表头），整份文件全部成功才生效，否则不做任何修改；data = { successnum, failnum, errors: [{ line, message }], message } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            csv: string;
            market?: string;
            symbol: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                errors: {
                  line: number;
                  message: string;
                }[];
                failnum: number;
                message: string;
                successnum: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/SOQuery/ExportCurOrdList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 导出期权当日委托（xlsx） */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          kind?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 导出期权当日委托（xlsx） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            kind?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/SOQuery/ExportCurRptList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 导出期权当日成交（xlsx） */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          kind?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 导出期权当日成交（xlsx） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            kind?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/SOQuery/GetSOSecurityCurInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 期权合约及行情（可按标的过滤）：data = [{ symbol, shortName, underlying, optionType, strike, expiry, unit, last, bidPrice, askPrice, … }] */
    get: {
      parameters: {
        query?: {
          underlying?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: (
                | {
                    adjusted: boolean;
                    askPrice: number | null;
                    bidPrice: number | null;
                    change: number;
                    changePct: number;
                    /** @enum {object|null} */
                    delta: never | null;
                    expiry: string;
                    /** @enum {object|null} */
                    gamma: never | null;
                    /** @enum {object|null} */
                    iv: never | null;
                    last: number;
                    market:
                      | 'SSE'
                      | 'SZSE'
                      | 'BSE'
                      | 'HKEX'
                      | 'CFFEX'
                      | 'SHFE'
                      | 'INE'
                      | 'DCE'
                      | 'CZCE'
                      | 'GFEX'
                      | 'FX';
                    optionType: string;
                    preClose: number;
                    securityType: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 19 | 21;
                    shortName: string;
                    strike: number;
                    symbol: string;
                    /** @enum {object|null} */
                    theta: never | null;
                    tick: number;
                    underlying: string;
                    underlyingPrice: number;
                    unit: number;
                    /** @enum {object|null} */
                    vega: never | null;
                    volume: number;
                  }
                | {
                    adjusted: boolean;
                    askPrice: number | null;
                    bidPrice: number | null;
                    change: number;
                    changePct: number;
                    delta: number;
                    expiry: string;
                    gamma: number;
                    iv: number;
                    last: number;
                    market:
                      | 'SSE'
                      | 'SZSE'
                      | 'BSE'
                      | 'HKEX'
                      | 'CFFEX'
                      | 'SHFE'
                      | 'INE'
                      | 'DCE'
                      | 'CZCE'
                      | 'GFEX'
                      | 'FX';
                    optionType: string;
                    preClose: number;
                    securityType: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 19 | 21;
                    shortName: string;
                    strike: number;
                    symbol: string;
                    theta: number;
                    tick: number;
                    underlying: string;
                    underlyingPrice: number;
                    unit: number;
                    vega: number;
                    volume: number;
                  }
              )[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 期权合约及行情（可按标的过滤）：data = [{ symbol, shortName, underlying, optionType, strike, expiry, unit, last, bidPrice, askPrice, … }] */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            underlying?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: (
                | {
                    adjusted: boolean;
                    askPrice: number | null;
                    bidPrice: number | null;
                    change: number;
                    changePct: number;
                    /** @enum {object|null} */
                    delta: never | null;
                    expiry: string;
                    /** @enum {object|null} */
                    gamma: never | null;
                    /** @enum {object|null} */
                    iv: never | null;
                    last: number;
                    market:
                      | 'SSE'
                      | 'SZSE'
                      | 'BSE'
                      | 'HKEX'
                      | 'CFFEX'
                      | 'SHFE'
                      | 'INE'
                      | 'DCE'
                      | 'CZCE'
                      | 'GFEX'
                      | 'FX';
                    optionType: string;
                    preClose: number;
                    securityType: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 19 | 21;
                    shortName: string;
                    strike: number;
                    symbol: string;
                    /** @enum {object|null} */
                    theta: never | null;
                    tick: number;
                    underlying: string;
                    underlyingPrice: number;
                    unit: number;
                    /** @enum {object|null} */
                    vega: never | null;
                    volume: number;
                  }
                | {
                    adjusted: boolean;
                    askPrice: number | null;
                    bidPrice: number | null;
                    change: number;
                    changePct: number;
                    delta: number;
                    expiry: string;
                    gamma: number;
                    iv: number;
                    last: number;
                    market:
                      | 'SSE'
                      | 'SZSE'
                      | 'BSE'
                      | 'HKEX'
                      | 'CFFEX'
                      | 'SHFE'
                      | 'INE'
                      | 'DCE'
                      | 'CZCE'
                      | 'GFEX'
                      | 'FX';
                    optionType: string;
                    preClose: number;
                    securityType: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 19 | 21;
                    shortName: string;
                    strike: number;
                    symbol: string;
                    theta: number;
                    tick: number;
                    underlying: string;
                    underlyingPrice: number;
                    unit: number;
                    vega: number;
                    volume: number;
                  }
              )[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/SOQuery/QueryAssetCapital': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 期权资金：data = { totalAssets, available, frozen, margin, rightsValue 权利仓市值, obligationsValue 义务仓市值, floatingPL, realisedPL, fees, riskRatio } */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          kind?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                available: number;
                equity: number;
                fees: number;
                floatingPL: number;
                frozen: number;
                margin: number;
                obligationsValue: number;
                realisedPL: number;
                rightsValue: number;
                riskRatio: number;
                totalAssets: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 期权资金：data = { totalAssets, available, frozen, margin, rightsValue 权利仓市值, obligationsValue 义务仓市值, floatingPL, realisedPL, fees, riskRatio } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            kind?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                available: number;
                equity: number;
                fees: number;
                floatingPL: number;
                frozen: number;
                margin: number;
                obligationsValue: number;
                realisedPL: number;
                rightsValue: number;
                riskRatio: number;
                totalAssets: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/SOQuery/QueryAssetPosition': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 期权持仓（L 权利仓 / S 义务仓）：data = [{ security, posSide, posSideName, qty, closableQty, avgPrice, lastPrice, marketValue, floatingPL, margin }] */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          kind?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                avgPrice: number;
                closableQty: number;
                expiry: string;
                floatingPL: number;
                frozenQty: number;
                lastPrice: number;
                margin: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                marketValue: number;
                optionType: string;
                posSide: 'L' | 'S' | 'C';
                posSideName: string;
                qty: number;
                realisedPL: number;
                security: string;
                securityName: string;
                securityType: number;
                strike: number;
                underlying: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 期权持仓（L 权利仓 / S 义务仓）：data = [{ security, posSide, posSideName, qty, closableQty, avgPrice, lastPrice, marketValue, floatingPL, margin }] */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            kind?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                avgPrice: number;
                closableQty: number;
                expiry: string;
                floatingPL: number;
                frozenQty: number;
                lastPrice: number;
                margin: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                marketValue: number;
                optionType: string;
                posSide: 'L' | 'S' | 'C';
                posSideName: string;
                qty: number;
                realisedPL: number;
                security: string;
                securityName: string;
                securityType: number;
                strike: number;
                underlying: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/SOQuery/QueryClosePosition': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 可平仓持仓（可平数量大于 0）：data = [期权持仓] */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          kind?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                avgPrice: number;
                closableQty: number;
                expiry: string;
                floatingPL: number;
                frozenQty: number;
                lastPrice: number;
                margin: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                marketValue: number;
                optionType: string;
                posSide: 'L' | 'S' | 'C';
                posSideName: string;
                qty: number;
                realisedPL: number;
                security: string;
                securityName: string;
                securityType: number;
                strike: number;
                underlying: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 可平仓持仓（可平数量大于 0）：data = [期权持仓] */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            kind?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                avgPrice: number;
                closableQty: number;
                expiry: string;
                floatingPL: number;
                frozenQty: number;
                lastPrice: number;
                margin: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                marketValue: number;
                optionType: string;
                posSide: 'L' | 'S' | 'C';
                posSideName: string;
                qty: number;
                realisedPL: number;
                security: string;
                securityName: string;
                securityType: number;
                strike: number;
                underlying: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/SOQuery/QueryCurOrdList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 期权当日委托：data = { total, list }（含 actionName 买入开仓…、posSideName） */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          isCanCancel?: number;
          kind?: string;
          pageIndex?: number;
          pageSize?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  actionName: string;
                  assetAccount: number;
                  avgPrice: number;
                  cancelable: boolean;
                  clOrdId: string | null;
                  effect: string;
                  fees: number;
                  filledAmount: number;
                  filledQty: number;
                  frozenAmount: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number;
                  orderQty: number;
                  orderTime: string;
                  orderType: 'market' | 'limit';
                  posSide: string;
                  posSideName: string;
                  price: number;
                  rejectCode: number | null;
                  rejectReason: string;
                  security: string;
                  securityName: string;
                  securityType: number;
                  side: 1 | 2;
                  sideName: string;
                  status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                  statusName: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 期权当日委托：data = { total, list }（含 actionName 买入开仓…、posSideName） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            isCanCancel?: number;
            kind?: string;
            pageIndex?: number;
            pageSize?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  actionName: string;
                  assetAccount: number;
                  avgPrice: number;
                  cancelable: boolean;
                  clOrdId: string | null;
                  effect: string;
                  fees: number;
                  filledAmount: number;
                  filledQty: number;
                  frozenAmount: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number;
                  orderQty: number;
                  orderTime: string;
                  orderType: 'market' | 'limit';
                  posSide: string;
                  posSideName: string;
                  price: number;
                  rejectCode: number | null;
                  rejectReason: string;
                  security: string;
                  securityName: string;
                  securityType: number;
                  side: 1 | 2;
                  sideName: string;
                  status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                  statusName: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/SOQuery/QueryCurRptList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 期权当日成交（含买卖开平、平仓盈亏、到期行权记录）：data = { total, list } */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          kind?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  actionName: string;
                  amount: number;
                  effect: string;
                  execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                  execTypeName: string;
                  fees: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number | null;
                  posSide: string;
                  posSideName: string;
                  price: number;
                  qty: number;
                  realised: number;
                  reportId: number;
                  security: string;
                  securityName: string;
                  side: 1 | 2;
                  sideName: string;
                  time: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 期权当日成交（含买卖开平、平仓盈亏、到期行权记录）：data = { total, list } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            kind?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  actionName: string;
                  amount: number;
                  effect: string;
                  execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                  execTypeName: string;
                  fees: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number | null;
                  posSide: string;
                  posSideName: string;
                  price: number;
                  qty: number;
                  realised: number;
                  reportId: number;
                  security: string;
                  securityName: string;
                  side: 1 | 2;
                  sideName: string;
                  time: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/SOQuery/QueryHisRptList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 期权历史成交（含到期交割、强平记录）：fromDate/toDate（YYYY-MM-DD，缺省当日），kind etf / index / commodity；data = { total, list }（同 QueryCurRptList，另有 tradingDate），最新在前，最多 1000 条 */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          fromDate?: string;
          kind?: string;
          toDate?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  actionName: string;
                  amount: number;
                  effect: string;
                  execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                  execTypeName: string;
                  fees: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number | null;
                  posSide: string;
                  posSideName: string;
                  price: number;
                  qty: number;
                  realised: number;
                  reportId: number;
                  security: string;
                  securityName: string;
                  side: 1 | 2;
                  sideName: string;
                  time: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 期权历史成交（含到期交割、强平记录）：fromDate/toDate（YYYY-MM-DD，缺省当日），kind etf / index / commodity；data = { total, list }（同 QueryCurRptList，另有 tradingDate），最新在前，最多 1000 条 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            fromDate?: string;
            kind?: string;
            toDate?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  actionName: string;
                  amount: number;
                  effect: string;
                  execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                  execTypeName: string;
                  fees: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number | null;
                  posSide: string;
                  posSideName: string;
                  price: number;
                  qty: number;
                  realised: number;
                  reportId: number;
                  security: string;
                  securityName: string;
                  side: 1 | 2;
                  sideName: string;
                  time: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/SOQuery/QueryMaxCloseVolume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 最大可平张数（side 1 买入平仓 / 2 卖出平仓）：data = { maxVolume, price, premiumPerContract } */
    get: {
      parameters: {
        query: {
          assetAccount?: number;
          effect?: number | string;
          kind?: string;
          market?: string;
          price?: number;
          qty?: number;
          security: string;
          side: number | string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                maxVolume: number;
                price: number;
              } & {
                [key: string]: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 最大可平张数（side 1 买入平仓 / 2 卖出平仓）：data = { maxVolume, price, premiumPerContract } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            effect?: number | string;
            kind?: string;
            market?: string;
            price?: number;
            qty?: number;
            security: string;
            side: number | string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                maxVolume: number;
                price: number;
              } & {
                [key: string]: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/SOQuery/QueryMaxOpenVolume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 最大可开张数（side 1 买入开仓 / 2 卖出开仓）：data = { maxVolume, price, premiumPerContract, marginPerContract } */
    get: {
      parameters: {
        query: {
          assetAccount?: number;
          effect?: number | string;
          kind?: string;
          market?: string;
          price?: number;
          qty?: number;
          security: string;
          side: number | string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                maxVolume: number;
                price: number;
              } & {
                [key: string]: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 最大可开张数（side 1 买入开仓 / 2 卖出开仓）：data = { maxVolume, price, premiumPerContract, marginPerContract } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            effect?: number | string;
            kind?: string;
            market?: string;
            price?: number;
            qty?: number;
            security: string;
            side: number | string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                maxVolume: number;
                price: number;
              } & {
                [key: string]: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/SOQuery/QueryOptionsAccount': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 期权账户状态：data = { combinations 组合持仓, cover 备兑锁定（locked/used/free）, exercises 行权申报 } */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                combinations: {
                  legs: {
                    expiry: string;
                    market:
                      | 'SSE'
                      | 'SZSE'
                      | 'BSE'
                      | 'HKEX'
                      | 'CFFEX'
                      | 'SHFE'
                      | 'INE'
                      | 'DCE'
                      | 'CZCE'
                      | 'GFEX'
                      | 'FX';
                    optionType: string;
                    posSide: string;
                    posSideName: string;
                    security: string;
                    securityName: string;
                    strike: number;
                    unit: number;
                  }[];
                  margin: number;
                  qty: number;
                  strategy: 'CNSJC' | 'CXSJC' | 'PNSJC' | 'PXSJC' | 'KS' | 'KKS' | 'ZBD';
                  strategyName:
                    | '认购牛市价差策略'
                    | '认购熊市价差策略'
                    | '认沽牛市价差策略'
                    | '认沽熊市价差策略'
                    | '跨式空头策略'
                    | '宽跨式空头策略'
                    | '普通转备兑';
                }[];
                cover: {
                  free: number;
                  locked: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  qty: number;
                  security: string;
                  securityName: string;
                  used: number;
                }[];
                exercises: {
                  cashFrozen: number;
                  expiry: string;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  optionType: string;
                  posSide: string;
                  posSideName: string;
                  qty: number;
                  security: string;
                  securityName: string;
                  strike: number;
                  unit: number;
                }[];
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 期权账户状态：data = { combinations 组合持仓, cover 备兑锁定（locked/used/free）, exercises 行权申报 } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                combinations: {
                  legs: {
                    expiry: string;
                    market:
                      | 'SSE'
                      | 'SZSE'
                      | 'BSE'
                      | 'HKEX'
                      | 'CFFEX'
                      | 'SHFE'
                      | 'INE'
                      | 'DCE'
                      | 'CZCE'
                      | 'GFEX'
                      | 'FX';
                    optionType: string;
                    posSide: string;
                    posSideName: string;
                    security: string;
                    securityName: string;
                    strike: number;
                    unit: number;
                  }[];
                  margin: number;
                  qty: number;
                  strategy: 'CNSJC' | 'CXSJC' | 'PNSJC' | 'PXSJC' | 'KS' | 'KKS' | 'ZBD';
                  strategyName:
                    | '认购牛市价差策略'
                    | '认购熊市价差策略'
                    | '认沽牛市价差策略'
                    | '认沽熊市价差策略'
                    | '跨式空头策略'
                    | '宽跨式空头策略'
                    | '普通转备兑';
                }[];
                cover: {
                  free: number;
                  locked: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  qty: number;
                  security: string;
                  securityName: string;
                  used: number;
                }[];
                exercises: {
                  cashFrozen: number;
                  expiry: string;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  optionType: string;
                  posSide: string;
                  posSideName: string;
                  qty: number;
                  security: string;
                  securityName: string;
                  strike: number;
                  unit: number;
                }[];
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/SOQuery/QueryQuote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 单个证券实时行情（五档盘口、涨跌停价、成交量）：data = 行情 */
    get: {
      parameters: {
        query?: {
          market?: string;
          security?: string;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                amount: number;
                askPrices: number[];
                askVolumes: number[];
                bidPrices: number[];
                bidVolumes: number[];
                change: number;
                changePct: number;
                currency: 1 | 2 | 3;
                high: number;
                intervalVolume: number;
                last: number;
                limitDown: number | null;
                limitUp: number | null;
                lot: number;
                low: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                open: number;
                phase:
                  | 'pre-open'
                  | 'opening-auction'
                  | 'pre-continuous'
                  | 'continuous'
                  | 'lunch'
                  | 'closing-auction'
                  | 'closed';
                preClose: number;
                pyShortName: string;
                securityType: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 19 | 21;
                shortName: string;
                symbol: string;
                tick: number;
                time: string;
                tradingDate: string;
                volume: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 单个证券实时行情（五档盘口、涨跌停价、成交量）：data = 行情 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            market?: string;
            security?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                amount: number;
                askPrices: number[];
                askVolumes: number[];
                bidPrices: number[];
                bidVolumes: number[];
                change: number;
                changePct: number;
                currency: 1 | 2 | 3;
                high: number;
                intervalVolume: number;
                last: number;
                limitDown: number | null;
                limitUp: number | null;
                lot: number;
                low: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                open: number;
                phase:
                  | 'pre-open'
                  | 'opening-auction'
                  | 'pre-continuous'
                  | 'continuous'
                  | 'lunch'
                  | 'closing-auction'
                  | 'closed';
                preClose: number;
                pyShortName: string;
                securityType: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 19 | 21;
                shortName: string;
                symbol: string;
                tick: number;
                time: string;
                tradingDate: string;
                volume: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/SOQuery/QuerySecurityCurInfos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 按代码查询期权行情：securities 逗号分隔；data = [期权行情] */
    get: {
      parameters: {
        query?: {
          securities?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: (
                | {
                    adjusted: boolean;
                    askPrice: number | null;
                    bidPrice: number | null;
                    change: number;
                    changePct: number;
                    /** @enum {object|null} */
                    delta: never | null;
                    expiry: string;
                    /** @enum {object|null} */
                    gamma: never | null;
                    /** @enum {object|null} */
                    iv: never | null;
                    last: number;
                    market:
                      | 'SSE'
                      | 'SZSE'
                      | 'BSE'
                      | 'HKEX'
                      | 'CFFEX'
                      | 'SHFE'
                      | 'INE'
                      | 'DCE'
                      | 'CZCE'
                      | 'GFEX'
                      | 'FX';
                    optionType: string;
                    preClose: number;
                    securityType: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 19 | 21;
                    shortName: string;
                    strike: number;
                    symbol: string;
                    /** @enum {object|null} */
                    theta: never | null;
                    tick: number;
                    underlying: string;
                    underlyingPrice: number;
                    unit: number;
                    /** @enum {object|null} */
                    vega: never | null;
                    volume: number;
                  }
                | {
                    adjusted: boolean;
                    askPrice: number | null;
                    bidPrice: number | null;
                    change: number;
                    changePct: number;
                    delta: number;
                    expiry: string;
                    gamma: number;
                    iv: number;
                    last: number;
                    market:
                      | 'SSE'
                      | 'SZSE'
                      | 'BSE'
                      | 'HKEX'
                      | 'CFFEX'
                      | 'SHFE'
                      | 'INE'
                      | 'DCE'
                      | 'CZCE'
                      | 'GFEX'
                      | 'FX';
                    optionType: string;
                    preClose: number;
                    securityType: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 19 | 21;
                    shortName: string;
                    strike: number;
                    symbol: string;
                    theta: number;
                    tick: number;
                    underlying: string;
                    underlyingPrice: number;
                    unit: number;
                    vega: number;
                    volume: number;
                  }
              )[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 按代码查询期权行情：securities 逗号分隔；data = [期权行情] */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            securities?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: (
                | {
                    adjusted: boolean;
                    askPrice: number | null;
                    bidPrice: number | null;
                    change: number;
                    changePct: number;
                    /** @enum {object|null} */
                    delta: never | null;
                    expiry: string;
                    /** @enum {object|null} */
                    gamma: never | null;
                    /** @enum {object|null} */
                    iv: never | null;
                    last: number;
                    market:
                      | 'SSE'
                      | 'SZSE'
                      | 'BSE'
                      | 'HKEX'
                      | 'CFFEX'
                      | 'SHFE'
                      | 'INE'
                      | 'DCE'
                      | 'CZCE'
                      | 'GFEX'
                      | 'FX';
                    optionType: string;
                    preClose: number;
                    securityType: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 19 | 21;
                    shortName: string;
                    strike: number;
                    symbol: string;
                    /** @enum {object|null} */
                    theta: never | null;
                    tick: number;
                    underlying: string;
                    underlyingPrice: number;
                    unit: number;
                    /** @enum {object|null} */
                    vega: never | null;
                    volume: number;
                  }
                | {
                    adjusted: boolean;
                    askPrice: number | null;
                    bidPrice: number | null;
                    change: number;
                    changePct: number;
                    delta: number;
                    expiry: string;
                    gamma: number;
                    iv: number;
                    last: number;
                    market:
                      | 'SSE'
                      | 'SZSE'
                      | 'BSE'
                      | 'HKEX'
                      | 'CFFEX'
                      | 'SHFE'
                      | 'INE'
                      | 'DCE'
                      | 'CZCE'
                      | 'GFEX'
                      | 'FX';
                    optionType: string;
                    preClose: number;
                    securityType: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 19 | 21;
                    shortName: string;
                    strike: number;
                    symbol: string;
                    theta: number;
                    tick: number;
                    underlying: string;
                    underlyingPrice: number;
                    unit: number;
                    vega: number;
                    volume: number;
                  }
              )[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/SOTrade/CancelSOOrder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 期权撤单（orderId）；data 为撤单后的委托 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            orderId: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                actionName: string;
                assetAccount: number;
                avgPrice: number;
                cancelable: boolean;
                clOrdId: string | null;
                effect: string;
                fees: number;
                filledAmount: number;
                filledQty: number;
                frozenAmount: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                orderId: number;
                orderQty: number;
                orderTime: string;
                orderType: 'market' | 'limit';
                posSide: string;
                posSideName: string;
                price: number;
                rejectCode: number | null;
                rejectReason: string;
                security: string;
                securityName: string;
                securityType: number;
                side: 1 | 2;
                sideName: string;
                status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                statusName: string;
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/SOTrade/CombinationSplit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 组合策略拆分（同申报参数；普通转备兑不支持拆分 60036）；data 为期权账户组合、备兑与行权状态 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            leg1Market?: string;
            leg1PosSide?: 'L' | 'S' | 'C';
            leg1Security: string;
            leg2Market?: string;
            leg2PosSide?: 'L' | 'S' | 'C';
            leg2Security?: string;
            orderQty: number;
            strategy: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                combinations: {
                  legs: {
                    expiry: string;
                    market:
                      | 'SSE'
                      | 'SZSE'
                      | 'BSE'
                      | 'HKEX'
                      | 'CFFEX'
                      | 'SHFE'
                      | 'INE'
                      | 'DCE'
                      | 'CZCE'
                      | 'GFEX'
                      | 'FX';
                    optionType: string;
                    posSide: string;
                    posSideName: string;
                    security: string;
                    securityName: string;
                    strike: number;
                    unit: number;
                  }[];
                  margin: number;
                  qty: number;
                  strategy: 'CNSJC' | 'CXSJC' | 'PNSJC' | 'PXSJC' | 'KS' | 'KKS' | 'ZBD';
                  strategyName:
                    | '认购牛市价差策略'
                    | '认购熊市价差策略'
                    | '认沽牛市价差策略'
                    | '认沽熊市价差策略'
                    | '跨式空头策略'
                    | '宽跨式空头策略'
                    | '普通转备兑';
                }[];
                cover: {
                  free: number;
                  locked: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  qty: number;
                  security: string;
                  securityName: string;
                  used: number;
                }[];
                exercises: {
                  cashFrozen: number;
                  expiry: string;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  optionType: string;
                  posSide: string;
                  posSideName: string;
                  qty: number;
                  security: string;
                  securityName: string;
                  strike: number;
                  unit: number;
                }[];
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/SOTrade/Exercise': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 行权申报（direction 1，默认）/ 行权撤销（direction 2）：security 权利仓合约，orderQty 张数；欧式到期日、美式到期前每个交易日可申报（60007），当日日终交割 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            direction?: number;
            market?: string;
            orderQty: number;
            security: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                combinations: {
                  legs: {
                    expiry: string;
                    market:
                      | 'SSE'
                      | 'SZSE'
                      | 'BSE'
                      | 'HKEX'
                      | 'CFFEX'
                      | 'SHFE'
                      | 'INE'
                      | 'DCE'
                      | 'CZCE'
                      | 'GFEX'
                      | 'FX';
                    optionType: string;
                    posSide: string;
                    posSideName: string;
                    security: string;
                    securityName: string;
                    strike: number;
                    unit: number;
                  }[];
                  margin: number;
                  qty: number;
                  strategy: 'CNSJC' | 'CXSJC' | 'PNSJC' | 'PXSJC' | 'KS' | 'KKS' | 'ZBD';
                  strategyName:
                    | '认购牛市价差策略'
                    | '认购熊市价差策略'
                    | '认沽牛市价差策略'
                    | '认沽熊市价差策略'
                    | '跨式空头策略'
                    | '宽跨式空头策略'
                    | '普通转备兑';
                }[];
                cover: {
                  free: number;
                  locked: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  qty: number;
                  security: string;
                  securityName: string;
                  used: number;
                }[];
                exercises: {
                  cashFrozen: number;
                  expiry: string;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  optionType: string;
                  posSide: string;
                  posSideName: string;
                  qty: number;
                  security: string;
                  securityName: string;
                  strike: number;
                  unit: number;
                }[];
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/SOTrade/LockUnderlying': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 备兑证券锁定（direction 1）/ 解锁（direction 2）：security 标的（如 510050），orderQty 份数；60005 可用持仓不足 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            direction: number;
            market?: string;
            orderQty: number;
            security: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                combinations: {
                  legs: {
                    expiry: string;
                    market:
                      | 'SSE'
                      | 'SZSE'
                      | 'BSE'
                      | 'HKEX'
                      | 'CFFEX'
                      | 'SHFE'
                      | 'INE'
                      | 'DCE'
                      | 'CZCE'
                      | 'GFEX'
                      | 'FX';
                    optionType: string;
                    posSide: string;
                    posSideName: string;
                    security: string;
                    securityName: string;
                    strike: number;
                    unit: number;
                  }[];
                  margin: number;
                  qty: number;
                  strategy: 'CNSJC' | 'CXSJC' | 'PNSJC' | 'PXSJC' | 'KS' | 'KKS' | 'ZBD';
                  strategyName:
                    | '认购牛市价差策略'
                    | '认购熊市价差策略'
                    | '认沽牛市价差策略'
                    | '认沽熊市价差策略'
                    | '跨式空头策略'
                    | '宽跨式空头策略'
                    | '普通转备兑';
                }[];
                cover: {
                  free: number;
                  locked: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  qty: number;
                  security: string;
                  securityName: string;
                  used: number;
                }[];
                exercises: {
                  cashFrozen: number;
                  expiry: string;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  optionType: string;
                  posSide: string;
                  posSideName: string;
                  qty: number;
                  security: string;
                  securityName: string;
                  strike: number;
                  unit: number;
                }[];
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/SOTrade/PlaceSOMLegOrder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 组合策略申报：strategy CNSJC 认购牛市价差 / CXSJC 认购熊市价差 / PNSJC 认沽牛市价差 / PXSJC 认沽熊市价差 / KS 跨式空头 / KKS 宽跨式空头 / ZBD 普通转备兑；leg1/leg2 合约与持仓方向（L/S）；orderQty 组数；错误 60031–60040 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            leg1Market?: string;
            leg1PosSide?: 'L' | 'S' | 'C';
            leg1Security: string;
            leg2Market?: string;
            leg2PosSide?: 'L' | 'S' | 'C';
            leg2Security?: string;
            orderQty: number;
            strategy: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                combinations: {
                  legs: {
                    expiry: string;
                    market:
                      | 'SSE'
                      | 'SZSE'
                      | 'BSE'
                      | 'HKEX'
                      | 'CFFEX'
                      | 'SHFE'
                      | 'INE'
                      | 'DCE'
                      | 'CZCE'
                      | 'GFEX'
                      | 'FX';
                    optionType: string;
                    posSide: string;
                    posSideName: string;
                    security: string;
                    securityName: string;
                    strike: number;
                    unit: number;
                  }[];
                  margin: number;
                  qty: number;
                  strategy: 'CNSJC' | 'CXSJC' | 'PNSJC' | 'PXSJC' | 'KS' | 'KKS' | 'ZBD';
                  strategyName:
                    | '认购牛市价差策略'
                    | '认购熊市价差策略'
                    | '认沽牛市价差策略'
                    | '认沽熊市价差策略'
                    | '跨式空头策略'
                    | '宽跨式空头策略'
                    | '普通转备兑';
                }[];
                cover: {
                  free: number;
                  locked: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  qty: number;
                  security: string;
                  securityName: string;
                  used: number;
                }[];
                exercises: {
                  cashFrozen: number;
                  expiry: string;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  optionType: string;
                  posSide: string;
                  posSideName: string;
                  qty: number;
                  security: string;
                  securityName: string;
                  strike: number;
                  unit: number;
                }[];
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/SOTrade/PlaceSOOrder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 期权委托：side 1 买 2 卖，effect open 开仓 / close 平仓 / coveredOpen 备兑开仓（卖）/ coveredClose 备兑平仓（买）（或 0/1/2/3）；bizAction 0 限价 1 市价；data 为委托 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            bizAction?: number;
            clOrdId?: string;
            effect: number | string;
            market?: string;
            orderQty: number;
            price?: number;
            security: string;
            side: number | string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                actionName: string;
                assetAccount: number;
                avgPrice: number;
                cancelable: boolean;
                clOrdId: string | null;
                effect: string;
                fees: number;
                filledAmount: number;
                filledQty: number;
                frozenAmount: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                orderId: number;
                orderQty: number;
                orderTime: string;
                orderType: 'market' | 'limit';
                posSide: string;
                posSideName: string;
                price: number;
                rejectCode: number | null;
                rejectReason: string;
                security: string;
                securityName: string;
                securityType: number;
                side: 1 | 2;
                sideName: string;
                status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                statusName: string;
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/StockQuery/BankSecuritiesTransfer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 银证转账（direction 1 银行转证券，2 证券转银行；amount 元）：data = { availableCash } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            amount: number;
            assetAccount?: number;
            direction: number;
            TraderID?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                availableCash: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/StockQuery/ExportTransferRecords': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 导出银证转账记录（xlsx） */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          TraderID?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 导出银证转账记录（xlsx） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            TraderID?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/StockQuery/GetTransferRecords': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 银证转账记录：data = { total, list } */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          pageIndex?: number;
          pageSize?: number;
          TraderID?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  amount: number;
                  balanceAfter: number;
                  direction: number;
                  directionName: string;
                  time: string;
                  tradingDate: string;
                  transferId: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 银证转账记录：data = { total, list } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            pageIndex?: number;
            pageSize?: number;
            TraderID?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  amount: number;
                  balanceAfter: number;
                  direction: number;
                  directionName: string;
                  time: string;
                  tradingDate: string;
                  transferId: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/StockQuery/GetTransferRecordSummary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 银证转账汇总：data = { transferIn, transferOut, net, count } */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          TraderID?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                count: number;
                net: number;
                transferIn: number;
                transferOut: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 银证转账汇总：data = { transferIn, transferOut, net, count } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            TraderID?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                count: number;
                net: number;
                transferIn: number;
                transferOut: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/StockQuery/QueryCombineUserAssets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 用户全部账户资产：data = { list, totalAssets } */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          UserID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  assetAccount: number;
                  availableCash: number;
                  cash: number;
                  currency: number;
                  fees: number;
                  floatingPL: number;
                  frozenCash: number;
                  initialCash: number;
                  marketValue: number;
                  matchID: number;
                  nav: number;
                  positionCost: number;
                  realisedPL: number;
                  totalAssets: number;
                  totalPL: number;
                  transfers: number;
                  yieldRate: number;
                }[];
                totalAssets: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 用户全部账户资产：data = { list, totalAssets } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            UserID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  assetAccount: number;
                  availableCash: number;
                  cash: number;
                  currency: number;
                  fees: number;
                  floatingPL: number;
                  frozenCash: number;
                  initialCash: number;
                  marketValue: number;
                  matchID: number;
                  nav: number;
                  positionCost: number;
                  realisedPL: number;
                  totalAssets: number;
                  totalPL: number;
                  transfers: number;
                  yieldRate: number;
                }[];
                totalAssets: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/StockQuery/QueryCurOrdListSnapshot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 按 TraderID 查当日委托（教师可查学生） */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          fromDate?: string;
          isCanCancel?: boolean | number | string;
          isDayInnerMatch?: boolean | number | string;
          isMultiSheet?: boolean | number | string;
          pageIndex?: number;
          pageSize?: number;
          security?: string;
          securityType?: number;
          toDate?: string;
          TraderID?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  assetAccount: number;
                  avgPrice: number;
                  cancelable: boolean;
                  clOrdId: string | null;
                  effect?: string;
                  fees: number;
                  filledAmount: number;
                  filledQty: number;
                  frozenAmount: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number;
                  orderQty: number;
                  orderTime: string;
                  orderType: 'market' | 'limit';
                  price: number;
                  rejectCode: number | null;
                  rejectReason: string;
                  security: string;
                  securityName: string;
                  securityType: number;
                  side: 1 | 2;
                  sideName: string;
                  status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                  statusName: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 按 TraderID 查当日委托（教师可查学生） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            fromDate?: string;
            isCanCancel?: boolean | number | string;
            isDayInnerMatch?: boolean | number | string;
            isMultiSheet?: boolean | number | string;
            pageIndex?: number;
            pageSize?: number;
            security?: string;
            securityType?: number;
            toDate?: string;
            TraderID?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  assetAccount: number;
                  avgPrice: number;
                  cancelable: boolean;
                  clOrdId: string | null;
                  effect?: string;
                  fees: number;
                  filledAmount: number;
                  filledQty: number;
                  frozenAmount: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number;
                  orderQty: number;
                  orderTime: string;
                  orderType: 'market' | 'limit';
                  price: number;
                  rejectCode: number | null;
                  rejectReason: string;
                  security: string;
                  securityName: string;
                  securityType: number;
                  side: 1 | 2;
                  sideName: string;
                  status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                  statusName: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/StockQuery/QueryCurRptListSnapshot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 按 TraderID 查当日成交回报 */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          fromDate?: string;
          isCanCancel?: boolean | number | string;
          isDayInnerMatch?: boolean | number | string;
          isMultiSheet?: boolean | number | string;
          pageIndex?: number;
          pageSize?: number;
          security?: string;
          securityType?: number;
          toDate?: string;
          TraderID?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  amount: number;
                  assetAccount: number;
                  execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                  execTypeName: string;
                  fees: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number | null;
                  price: number;
                  qty: number;
                  reportId: number | null;
                  security: string;
                  securityName: string;
                  securityType: number;
                  side: 1 | 2;
                  sideName: string;
                  time: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 按 TraderID 查当日成交回报 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            fromDate?: string;
            isCanCancel?: boolean | number | string;
            isDayInnerMatch?: boolean | number | string;
            isMultiSheet?: boolean | number | string;
            pageIndex?: number;
            pageSize?: number;
            security?: string;
            securityType?: number;
            toDate?: string;
            TraderID?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  amount: number;
                  assetAccount: number;
                  execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                  execTypeName: string;
                  fees: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number | null;
                  price: number;
                  qty: number;
                  reportId: number | null;
                  security: string;
                  securityName: string;
                  securityType: number;
                  side: 1 | 2;
                  sideName: string;
                  time: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/StockQuery/QueryStkCurOrdList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 当日委托：data = { total, list } */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          fromDate?: string;
          isCanCancel?: boolean | number | string;
          isDayInnerMatch?: boolean | number | string;
          isMultiSheet?: boolean | number | string;
          pageIndex?: number;
          pageSize?: number;
          security?: string;
          securityType?: number;
          toDate?: string;
          TraderID?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  assetAccount: number;
                  avgPrice: number;
                  cancelable: boolean;
                  clOrdId: string | null;
                  effect?: string;
                  fees: number;
                  filledAmount: number;
                  filledQty: number;
                  frozenAmount: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number;
                  orderQty: number;
                  orderTime: string;
                  orderType: 'market' | 'limit';
                  price: number;
                  rejectCode: number | null;
                  rejectReason: string;
                  security: string;
                  securityName: string;
                  securityType: number;
                  side: 1 | 2;
                  sideName: string;
                  status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                  statusName: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 当日委托：data = { total, list } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            fromDate?: string;
            isCanCancel?: boolean | number | string;
            isDayInnerMatch?: boolean | number | string;
            isMultiSheet?: boolean | number | string;
            pageIndex?: number;
            pageSize?: number;
            security?: string;
            securityType?: number;
            toDate?: string;
            TraderID?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  assetAccount: number;
                  avgPrice: number;
                  cancelable: boolean;
                  clOrdId: string | null;
                  effect?: string;
                  fees: number;
                  filledAmount: number;
                  filledQty: number;
                  frozenAmount: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number;
                  orderQty: number;
                  orderTime: string;
                  orderType: 'market' | 'limit';
                  price: number;
                  rejectCode: number | null;
                  rejectReason: string;
                  security: string;
                  securityName: string;
                  securityType: number;
                  side: 1 | 2;
                  sideName: string;
                  status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                  statusName: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/StockQuery/QueryStkCurRptList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 当日成交回报：data = { total, list } */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          fromDate?: string;
          isCanCancel?: boolean | number | string;
          isDayInnerMatch?: boolean | number | string;
          isMultiSheet?: boolean | number | string;
          pageIndex?: number;
          pageSize?: number;
          security?: string;
          securityType?: number;
          toDate?: string;
          TraderID?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  amount: number;
                  assetAccount: number;
                  execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                  execTypeName: string;
                  fees: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number | null;
                  price: number;
                  qty: number;
                  reportId: number | null;
                  security: string;
                  securityName: string;
                  securityType: number;
                  side: 1 | 2;
                  sideName: string;
                  time: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 当日成交回报：data = { total, list } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            fromDate?: string;
            isCanCancel?: boolean | number | string;
            isDayInnerMatch?: boolean | number | string;
            isMultiSheet?: boolean | number | string;
            pageIndex?: number;
            pageSize?: number;
            security?: string;
            securityType?: number;
            toDate?: string;
            TraderID?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  amount: number;
                  assetAccount: number;
                  execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                  execTypeName: string;
                  fees: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number | null;
                  price: number;
                  qty: number;
                  reportId: number | null;
                  security: string;
                  securityName: string;
                  securityType: number;
                  side: 1 | 2;
                  sideName: string;
                  time: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/StockQuery/QueryStkHisOrdList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 历史委托（fromDate、toDate） */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          fromDate?: string;
          isCanCancel?: boolean | number | string;
          isDayInnerMatch?: boolean | number | string;
          isMultiSheet?: boolean | number | string;
          pageIndex?: number;
          pageSize?: number;
          security?: string;
          securityType?: number;
          toDate?: string;
          TraderID?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  assetAccount: number;
                  avgPrice: number;
                  cancelable: boolean;
                  clOrdId: string | null;
                  effect?: string;
                  fees: number;
                  filledAmount: number;
                  filledQty: number;
                  frozenAmount: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number;
                  orderQty: number;
                  orderTime: string;
                  orderType: 'market' | 'limit';
                  price: number;
                  rejectCode: number | null;
                  rejectReason: string;
                  security: string;
                  securityName: string;
                  securityType: number;
                  side: 1 | 2;
                  sideName: string;
                  status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                  statusName: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 历史委托（fromDate、toDate） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            fromDate?: string;
            isCanCancel?: boolean | number | string;
            isDayInnerMatch?: boolean | number | string;
            isMultiSheet?: boolean | number | string;
            pageIndex?: number;
            pageSize?: number;
            security?: string;
            securityType?: number;
            toDate?: string;
            TraderID?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  assetAccount: number;
                  avgPrice: number;
                  cancelable: boolean;
                  clOrdId: string | null;
                  effect?: string;
                  fees: number;
                  filledAmount: number;
                  filledQty: number;
                  frozenAmount: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number;
                  orderQty: number;
                  orderTime: string;
                  orderType: 'market' | 'limit';
                  price: number;
                  rejectCode: number | null;
                  rejectReason: string;
                  security: string;
                  securityName: string;
                  securityType: number;
                  side: 1 | 2;
                  sideName: string;
                  status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                  statusName: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/StockQuery/QueryStkHisRptList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 历史成交回报（fromDate、toDate） */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          fromDate?: string;
          isCanCancel?: boolean | number | string;
          isDayInnerMatch?: boolean | number | string;
          isMultiSheet?: boolean | number | string;
          pageIndex?: number;
          pageSize?: number;
          security?: string;
          securityType?: number;
          toDate?: string;
          TraderID?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  amount: number;
                  assetAccount: number;
                  execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                  execTypeName: string;
                  fees: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number | null;
                  price: number;
                  qty: number;
                  reportId: number | null;
                  security: string;
                  securityName: string;
                  securityType: number;
                  side: 1 | 2;
                  sideName: string;
                  time: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 历史成交回报（fromDate、toDate） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            fromDate?: string;
            isCanCancel?: boolean | number | string;
            isDayInnerMatch?: boolean | number | string;
            isMultiSheet?: boolean | number | string;
            pageIndex?: number;
            pageSize?: number;
            security?: string;
            securityType?: number;
            toDate?: string;
            TraderID?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  amount: number;
                  assetAccount: number;
                  execType: 4 | 111 | 112 | 121 | 122 | 124 | 123 | 15;
                  execTypeName: string;
                  fees: number;
                  market:
                    | 'SSE'
                    | 'SZSE'
                    | 'BSE'
                    | 'HKEX'
                    | 'CFFEX'
                    | 'SHFE'
                    | 'INE'
                    | 'DCE'
                    | 'CZCE'
                    | 'GFEX'
                    | 'FX';
                  orderId: number | null;
                  price: number;
                  qty: number;
                  reportId: number | null;
                  security: string;
                  securityName: string;
                  securityType: number;
                  side: 1 | 2;
                  sideName: string;
                  time: string;
                  tradingDate: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/StockQuery/QueryUserAssets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 账户资产汇总 */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          UserID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                availableCash: number;
                cash: number;
                currency: number;
                fees: number;
                floatingPL: number;
                frozenCash: number;
                initialCash: number;
                marketValue: number;
                matchID: number;
                nav: number;
                positionCost: number;
                realisedPL: number;
                totalAssets: number;
                totalPL: number;
                transfers: number;
                yieldRate: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 账户资产汇总 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            UserID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                availableCash: number;
                cash: number;
                currency: number;
                fees: number;
                floatingPL: number;
                frozenCash: number;
                initialCash: number;
                marketValue: number;
                matchID: number;
                nav: number;
                positionCost: number;
                realisedPL: number;
                totalAssets: number;
                totalPL: number;
                transfers: number;
                yieldRate: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/StockTrade/CancelStkOrder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 撤单（orderId 或 origClOrdId），data 为撤单后的委托 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            bizID?: string;
            market?: string;
            orderId?: number;
            origClOrdId?: string;
            security?: string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                avgPrice: number;
                cancelable: boolean;
                clOrdId: string | null;
                effect?: string;
                fees: number;
                filledAmount: number;
                filledQty: number;
                frozenAmount: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                orderId: number;
                orderQty: number;
                orderTime: string;
                orderType: 'market' | 'limit';
                price: number;
                rejectCode: number | null;
                rejectReason: string;
                security: string;
                securityName: string;
                securityType: number;
                side: 1 | 2;
                sideName: string;
                status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                statusName: string;
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/StockTrade/PlaceStkOrder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 股票委托，参数同 PlaceXHOrder，data 为委托 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            bizAction?: number;
            bizID?: string;
            clOrdId?: string;
            market?: string;
            orderQty: number;
            origClOrdId?: string;
            price?: number;
            security: string;
            side: number | string;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assetAccount: number;
                avgPrice: number;
                cancelable: boolean;
                clOrdId: string | null;
                effect?: string;
                fees: number;
                filledAmount: number;
                filledQty: number;
                frozenAmount: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                orderId: number;
                orderQty: number;
                orderTime: string;
                orderType: 'market' | 'limit';
                price: number;
                rejectCode: number | null;
                rejectReason: string;
                security: string;
                securityName: string;
                securityType: number;
                side: 1 | 2;
                sideName: string;
                status: 0 | 1 | 2 | 4 | 3 | 6 | 7 | 8 | 104;
                statusName: string;
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/TradeAdmin/SetCorporateAction': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 登记除权除息（教师、管理员）：exDate 当日结算时派息（111）、送转股（112） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            cashPerShare: number;
            exDate: string;
            market: string;
            security: string;
            sharesPerShare: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/TradeAdmin/SetSuspension': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 停牌或复牌（教师、管理员）：停牌期间委托以 60006 拒绝 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            market: string;
            security: string;
            suspended: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/TradeCalendar/GetPreNTradeDate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 某日之前的 N 个交易日（不含该日，默认当前交易日，N ≤ 250）：data = { date, dates: ["YYYY-MM-DD", …] }，由远及近 */
    get: {
      parameters: {
        query?: {
          date?: string;
          n?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                date: string;
                dates: string[];
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 某日之前的 N 个交易日（不含该日，默认当前交易日，N ≤ 250）：data = { date, dates: ["YYYY-MM-DD", …] }，由远及近 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            date?: string;
            n?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                date: string;
                dates: string[];
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/TradeCalendar/GetSystemTime': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 系统时间与行情时钟（北京时间）：data = { systemTime, tradingDate, marketTime, phase, mode, isTradingTime, timeZone } */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                isTradingTime: boolean;
                marketTime: string;
                mode: 'exchange' | 'demo' | 'manual';
                phase:
                  | 'pre-open'
                  | 'opening-auction'
                  | 'pre-continuous'
                  | 'continuous'
                  | 'lunch'
                  | 'closing-auction'
                  | 'closed';
                systemTime: string;
                timeZone: string;
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 系统时间与行情时钟（北京时间）：data = { systemTime, tradingDate, marketTime, phase, mode, isTradingTime, timeZone } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                isTradingTime: boolean;
                marketTime: string;
                mode: 'exchange' | 'demo' | 'manual';
                phase:
                  | 'pre-open'
                  | 'opening-auction'
                  | 'pre-continuous'
                  | 'continuous'
                  | 'lunch'
                  | 'closing-auction'
                  | 'closed';
                systemTime: string;
                timeZone: string;
                tradingDate: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/TradeParam/ExportFuturesTradeParam': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 导出期货交易参数（xlsx） */
    get: {
      parameters: {
        query?: {
          kind?: string;
          product?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 导出期货交易参数（xlsx） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            kind?: string;
            product?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/TradeParam/ExportSOTradeParam': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 导出期权交易参数（xlsx；kind etf / index / commodity，underlying 标的） */
    get: {
      parameters: {
        query?: {
          kind?: string;
          underlying?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 导出期权交易参数（xlsx；kind etf / index / commodity，underlying 标的） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            kind?: string;
            underlying?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/TradeParam/GetFuturesTradeParam': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 期货交易参数：每个合约的乘数、最小变动价位、涨跌停、保证金率、手续费（含平今）、交易时间（含夜盘）、最后交易日、持仓限额 */
    get: {
      parameters: {
        query?: {
          kind?: string;
          product?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                askPrice: number | null;
                bidPrice: number | null;
                change: number;
                changePct: number;
                closeFee: number;
                closeTodayFee: number;
                closeTodayOrders: boolean;
                daySessions: string;
                deliveryMonth: string;
                feeKind: 'lot' | 'value';
                isMain: boolean;
                last: number;
                lastTradingDay: string;
                limitDown: number | null;
                limitPct: number;
                limitUp: number | null;
                longMarginRate: number;
                marginPerLot: number;
                marginRateAdd: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                multiplier: number;
                nightSession: string;
                openFee: number;
                positionLimit: number;
                preSettlement: number;
                product: string;
                productName: string;
                securityType: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 19 | 21;
                shortMarginRate: number;
                shortName: string;
                symbol: string;
                tick: number;
                volume: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 期货交易参数：每个合约的乘数、最小变动价位、涨跌停、保证金率、手续费（含平今）、交易时间（含夜盘）、最后交易日、持仓限额 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            kind?: string;
            product?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                askPrice: number | null;
                bidPrice: number | null;
                change: number;
                changePct: number;
                closeFee: number;
                closeTodayFee: number;
                closeTodayOrders: boolean;
                daySessions: string;
                deliveryMonth: string;
                feeKind: 'lot' | 'value';
                isMain: boolean;
                last: number;
                lastTradingDay: string;
                limitDown: number | null;
                limitPct: number;
                limitUp: number | null;
                longMarginRate: number;
                marginPerLot: number;
                marginRateAdd: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                multiplier: number;
                nightSession: string;
                openFee: number;
                positionLimit: number;
                preSettlement: number;
                product: string;
                productName: string;
                securityType: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 19 | 21;
                shortMarginRate: number;
                shortName: string;
                symbol: string;
                tick: number;
                volume: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/TradeParam/GetSOTradeParam': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 期权交易参数（kind etf / index / commodity）：data = [{ symbol, unit, strike, expiry, optionType, exerciseType E/A, settlement, marginRateHigh, marginRateLow, marginPerContract, feePerContract, maxOrderQty, tick }] */
    get: {
      parameters: {
        query?: {
          kind?: string;
          underlying?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                adjusted: boolean;
                exerciseType: string;
                exerciseTypeName: string;
                expiry: string;
                feePerContract: number;
                marginPerContract: number;
                marginRateHigh: number;
                marginRateLow: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                maxOrderQty: number;
                optionType: string;
                preSettlement: number;
                securityType: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 19 | 21;
                settlement: string;
                settlementName: string;
                shortName: string;
                strike: number;
                symbol: string;
                tick: number;
                underlying: string;
                underlyingPreClose: number;
                unit: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 期权交易参数（kind etf / index / commodity）：data = [{ symbol, unit, strike, expiry, optionType, exerciseType E/A, settlement, marginRateHigh, marginRateLow, marginPerContract, feePerContract, maxOrderQty, tick }] */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            kind?: string;
            underlying?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                adjusted: boolean;
                exerciseType: string;
                exerciseTypeName: string;
                expiry: string;
                feePerContract: number;
                marginPerContract: number;
                marginRateHigh: number;
                marginRateLow: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                maxOrderQty: number;
                optionType: string;
                preSettlement: number;
                securityType: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 19 | 21;
                settlement: string;
                settlementName: string;
                shortName: string;
                strike: number;
                symbol: string;
                tick: number;
                underlying: string;
                underlyingPreClose: number;
                unit: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/TradeParam/GetSOUnderlyingInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 期权标的：data = [{ symbol, market, shortName, last, preClose, changePct, optionCount }] */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                changePct: number;
                last: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                optionCount: number;
                preClose: number;
                shortName: string;
                symbol: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 期权标的：data = [{ symbol, market, shortName, last, preClose, changePct, optionCount }] */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                changePct: number;
                last: number;
                market:
                  | 'SSE'
                  | 'SZSE'
                  | 'BSE'
                  | 'HKEX'
                  | 'CFFEX'
                  | 'SHFE'
                  | 'INE'
                  | 'DCE'
                  | 'CZCE'
                  | 'GFEX'
                  | 'FX';
                optionCount: number;
                preClose: number;
                shortName: string;
                symbol: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/TraderQuery/ExportTodayDelegate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 导出当日委托（xlsx） */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          TraderID?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 导出当日委托（xlsx） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            TraderID?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/TraderQuery/ExportTodayMakeBargain': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 导出当日成交（xlsx） */
    get: {
      parameters: {
        query?: {
          assetAccount?: number;
          TraderID?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 导出当日成交（xlsx） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assetAccount?: number;
            TraderID?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/TutorTeam/AddTeam': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 新建团队 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            matchID: number;
            teamName: string;
            tutorID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                matchID: number;
                memberCount: number;
                teamID: number;
                teamName: string;
                tutorID: number | null;
              } | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/TutorTeam/DeleteTeam': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 删除团队（成员保留参赛资格） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            teamID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/TutorTeam/GetMyTeam': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我的团队与成员，或 null */
    get: {
      parameters: {
        query: {
          matchID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                members: {
                  realName: string;
                  traderID: number;
                  userID: number;
                }[];
                teamID: number;
                teamName: string;
              } | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 我的团队与成员，或 null */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            matchID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                members: {
                  realName: string;
                  traderID: number;
                  userID: number;
                }[];
                teamID: number;
                teamName: string;
              } | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/TutorTeam/GetTeamIDs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我在比赛中的团队 id（管理员：全部） */
    get: {
      parameters: {
        query: {
          matchID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: number[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 我在比赛中的团队 id（管理员：全部） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            matchID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: number[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/TutorTeam/SearchTeams': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 比赛的团队列表 */
    get: {
      parameters: {
        query: {
          matchID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                matchID: number;
                memberCount: number;
                teamID: number;
                teamName: string;
                tutorID: number | null;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 比赛的团队列表 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            matchID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                matchID: number;
                memberCount: number;
                teamID: number;
                teamName: string;
                tutorID: number | null;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/TutorTeam/SetTeamMembers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 设置团队成员（须为该比赛选手） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            teamID: number;
            userIDs: number[] | string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                memberCount: number;
                teamID: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/TutorTeam/UpdateTeam': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 修改团队名称 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            teamID: number;
            teamName: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                matchID: number;
                memberCount: number;
                teamID: number;
                teamName: string;
                tutorID: number | null;
              } | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/AddMatchOrg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 以组织令牌加入竞赛组织（OrgID 省略时由令牌生成） */
    get: {
      parameters: {
        query: {
          OrgID?: string;
          Token: string;
          userID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                OrgID: string;
                userID: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 以组织令牌加入竞赛组织（OrgID 省略时由令牌生成） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            OrgID?: string;
            Token: string;
            userID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                OrgID: string;
                userID: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/AddStudentOrganizaionRange': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 批量添加学生到班级：data = { successnum, failnum, errors } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            classID?: number;
            className?: string;
            users: {
              classID?: number;
              className?: string;
              marjorName?: string;
              name: string;
              passWord?: string;
              phone?: string;
              province?: string;
              realName: string;
              role?: 'student' | 'teacher' | 'admin';
              schoolShortNameEN?: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                errors: {
                  msg: string;
                  name: string;
                  row: number;
                }[];
                failnum: number;
                successnum: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/AddUserByAdmin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 添加用户（教师只能添加学生；未给密码时为默认密码） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            classID?: number;
            className?: string;
            marjorName?: string;
            name: string;
            passWord?: string;
            phone?: string;
            province?: string;
            realName: string;
            role?: 'student' | 'teacher' | 'admin';
            schoolShortNameEN?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                password: string;
                userID: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/ChangeMobilePhone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 绑定/更换手机号（需 codeType 3 验证码） */
    get: {
      parameters: {
        query: {
          mobilePhone: string;
          phoneCode: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 绑定/更换手机号（需 codeType 3 验证码） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            mobilePhone: string;
            phoneCode: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/ChangePassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 修改密码（需原密码；成功后所有会话失效） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            newPassword: string;
            oldPassword: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/DeteleUserInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 删除用户（listUserId 数组或逗号分隔）；完成后推送 DeleteProgress */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            listUserId: number[] | string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: number;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/DownLoadTxt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 下载生成的文件（导入失败记录等），仅本人 */
    get: {
      parameters: {
        query: {
          fileId: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/ExistsName': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 用户名是否已存在（data 为 true 表示已存在） */
    get: {
      parameters: {
        query: {
          name: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/ExistsPhone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 手机号是否已绑定（data 为 true 表示已绑定） */
    get: {
      parameters: {
        query: {
          phone: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/GetAccountExpiredDays': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 账户到期信息：days、isNearestExpired、endTime */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                days: number | null;
                endTime: string | null;
                isExpired: boolean;
                isNearestExpired: boolean;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/GetAdminRight': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 当前用户权限（hasTrainUsePower、hasCombinePower 与角色标志） */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                classIds: number[];
                hasCombinePower: boolean;
                hasTrainUsePower: boolean;
                isAdminRole: boolean;
                isNormalUserRole: boolean;
                isSystemAdmin: boolean;
                role: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/GetMatchOrgList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 用户的竞赛组织：data = [{ userID, OrgID, Token, isCurrent, createTime }] */
    get: {
      parameters: {
        query: {
          userID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                createTime: string;
                isCurrent: boolean;
                OrgID: string;
                Token: string;
                userID: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/GetMenuRoleInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 菜单权限数据：classIds、matchIds、isAdminRole、isNormalUserRole */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                classIds: number[];
                hasCombinePower: boolean;
                hasTrainUsePower: boolean;
                isAdminRole: boolean;
                isNormalUserRole: boolean;
                isSystemAdmin: boolean;
                matchIds: number[];
                role: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/GetMyRole': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 当前用户角色与角色标志 */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                classIds: number[];
                hasCombinePower: boolean;
                hasTrainUsePower: boolean;
                isAdminRole: boolean;
                isNormalUserRole: boolean;
                isSystemAdmin: boolean;
                role: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/GetMyUserInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 当前用户资料 */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                classID: number | null;
                className: string;
                createTime: string;
                endTime: string | null;
                hasCombinePower: boolean;
                hasTrainUsePower: boolean;
                isLocked: boolean;
                lastLoginTime: string | null;
                loginWrongCount: number;
                marjorName: string;
                phone: string;
                province: string;
                realName: string;
                role: 'student' | 'teacher' | 'admin';
                schoolShortNameEN: string;
                unregistered: boolean;
                userID: number;
                userName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/GetSchoolRelation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 学校及其用户数：data = [{ schoolShortNameEN, userCount }] */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                schoolShortNameEN: string;
                userCount: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/GetTotalUsers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 用户总数：data = { total, students, teachers, admins } */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                admins: number;
                students: number;
                teachers: number;
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/ImportUserByExcel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 从模板批量导入学生（multipart: file, className；至多5000行）；进度以 ImportProgress 推送 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                classname: string;
                queued: number;
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/IsFirstLogin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 是否首次登录 */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/Logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 退出登录（结束当前会话） */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 退出登录（结束当前会话） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/OutPutRegisterStudentTemplate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 下载模板：学生导入模板.xlsx */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/OutPutRegisterUserTemplate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 下载模板：用户导入模板.xlsx */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/OutPutUserList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 导出用户列表（searchKey） */
    get: {
      parameters: {
        query?: {
          searchKey?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/RefreshToken': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 延长当前会话（同一令牌） */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                ExpiresAt: string;
                Token: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 延长当前会话（同一令牌） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                ExpiresAt: string;
                Token: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/RegisterUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 注册学生账户（需 codeType 1 验证码） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            passWord: string;
            phone: string;
            phoneCode: string;
            realName: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                name: string;
                phone: string;
                userID: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/ResetLoginWrong': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 清除登录失败次数并解除锁定 */
    get: {
      parameters: {
        query: {
          userID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 清除登录失败次数并解除锁定 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/ResetPassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 重置用户密码（未给 newPassword 时为默认密码），data.password 为新密码 */
    get: {
      parameters: {
        query: {
          newPassword?: string;
          userID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                password: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 重置用户密码（未给 newPassword 时为默认密码），data.password 为新密码 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            newPassword?: string;
            userID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                password: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/RevokeSessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 结束某用户的全部会话（仅系统管理员），data 为结束的会话数 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: number;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/SearchRegisterUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 自助注册用户：data = { total, list: [{ userID, realName, phone, marjorName, schoolShortNameEN }] } */
    get: {
      parameters: {
        query?: {
          pageIndex?: number;
          pageSize?: number;
          searchKey?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  marjorName: string;
                  phone: string;
                  realName: string;
                  schoolShortNameEN: string;
                  userID: number;
                  userName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 自助注册用户：data = { total, list: [{ userID, realName, phone, marjorName, schoolShortNameEN }] } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            pageIndex?: number;
            pageSize?: number;
            searchKey?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  marjorName: string;
                  phone: string;
                  realName: string;
                  schoolShortNameEN: string;
                  userID: number;
                  userName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/SearchSchoolShortNameEN': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 按关键字查学校简称：data = string[] */
    get: {
      parameters: {
        query?: {
          searchKey?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: string[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/SearchUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 用户列表（searchKey、分页）：data = { total, list } */
    get: {
      parameters: {
        query?: {
          pageIndex?: number;
          pageSize?: number;
          searchKey?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  classID: number | null;
                  className: string;
                  createTime: string;
                  endTime: string | null;
                  hasCombinePower: boolean;
                  hasTrainUsePower: boolean;
                  isLocked: boolean;
                  lastLoginTime: string | null;
                  loginWrongCount: number;
                  marjorName: string;
                  phone: string;
                  province: string;
                  realName: string;
                  role: 'student' | 'teacher' | 'admin';
                  schoolShortNameEN: string;
                  unregistered: boolean;
                  userID: number;
                  userName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 用户列表（searchKey、分页）：data = { total, list } */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            pageIndex?: number;
            pageSize?: number;
            searchKey?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  classID: number | null;
                  className: string;
                  createTime: string;
                  endTime: string | null;
                  hasCombinePower: boolean;
                  hasTrainUsePower: boolean;
                  isLocked: boolean;
                  lastLoginTime: string | null;
                  loginWrongCount: number;
                  marjorName: string;
                  phone: string;
                  province: string;
                  realName: string;
                  role: 'student' | 'teacher' | 'admin';
                  schoolShortNameEN: string;
                  unregistered: boolean;
                  userID: number;
                  userName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/SendVerifyCode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 发送验证码（codeType: 1注册，默认；3绑定手机；2登录；4找回密码） */
    get: {
      parameters: {
        query: {
          codeType?: number;
          phone: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 发送验证码（codeType: 1注册，默认；3绑定手机；2登录；4找回密码） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            codeType?: number;
            phone: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/SetMatchOrgToken': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 设为当前竞赛组织 */
    get: {
      parameters: {
        query: {
          OrgID: string;
          userID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 设为当前竞赛组织 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            OrgID: string;
            userID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/UnRegister': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 注销用户账户（释放手机号，结束其会话） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/UpdateUserInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 修改本人资料（真实姓名、专业、学校简称、省份；用户名不可修改） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            marjorName?: string;
            province?: string;
            realName?: string;
            schoolShortNameEN?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VERace/User/UpdateUserInfoByManage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 管理员修改用户资料 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            marjorName?: string;
            phone?: string;
            province?: string;
            realName?: string;
            schoolShortNameEN?: string;
            userID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VEResources/Files/GetHeader': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 用户头像图片（userID，缺省为本人） */
    get: {
      parameters: {
        query?: {
          userID?: number;
          v?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VEResources/Files/SetHeader': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 上传头像（multipart: file；PNG/JPG/GIF/WebP，≤2MB） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                url: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VEResources/Office/DownloadFileByFileId': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 下载或在线播放文件（支持 Range） */
    get: {
      parameters: {
        query: {
          fileId: string;
          inline?: boolean;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Achieve/ExportAchievements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 导出成绩统计（.xlsx） */
    get: {
      parameters: {
        query?: {
          classID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Achieve/SearchAchievements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 成绩统计（按班级、学生） */
    get: {
      parameters: {
        query?: {
          classID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                className: string;
                examAvg: number | null;
                exams: number;
                minutes: number;
                province: string;
                realName: string;
                reportAvg: number | null;
                reports: number;
                trainingAvg: number | null;
                trainings: number;
                userID: number;
                userName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 成绩统计（按班级、学生） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            classID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                className: string;
                examAvg: number | null;
                exams: number;
                minutes: number;
                province: string;
                realName: string;
                reportAvg: number | null;
                reports: number;
                trainingAvg: number | null;
                trainings: number;
                userID: number;
                userName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Achieve/SearchExamStats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 考试统计 */
    get: {
      parameters: {
        query?: {
          classID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assigned: number;
                avgMinutes: number | null;
                avgScore: number | null;
                examID: number;
                maxScore: number | null;
                minScore: number | null;
                passRate: number | null;
                submitted: number;
                title: string;
                totalScore: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 考试统计 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            classID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                assigned: number;
                avgMinutes: number | null;
                avgScore: number | null;
                examID: number;
                maxScore: number | null;
                minScore: number | null;
                passRate: number | null;
                submitted: number;
                title: string;
                totalScore: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Achieve/SearchProjectStats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 实训项目统计 */
    get: {
      parameters: {
        query?: {
          classID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                avgMinutes: number | null;
                avgScore: number | null;
                students: number;
                title: string;
                tpInfoID: number;
                trainings: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 实训项目统计 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            classID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                avgMinutes: number | null;
                avgScore: number | null;
                students: number;
                title: string;
                tpInfoID: number;
                trainings: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Achieve/SearchProvinceStats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 地区分布（省份） */
    get: {
      parameters: {
        query?: {
          classID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                avgPercent: number | null;
                participants: number;
                province: string;
                students: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 地区分布（省份） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            classID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                avgPercent: number | null;
                participants: number;
                province: string;
                students: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/CasePanel/DeleteCasePanel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 删除案例面板 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            casePanelID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/CasePanel/GetCasePanelList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 实训的案例面板（IsReturnList：只要列表；否则实训记录含 casePanels） */
    get: {
      parameters: {
        query: {
          isReturnList?: boolean | string;
          tpInfoID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data:
                | {
                    casePanelID: number;
                    content: string;
                    sort: number;
                    title: string;
                    tpInfoID: number;
                  }[]
                | {
                    casePanelID: number;
                    casePanels: {
                      casePanelID: number;
                      content: string;
                      sort: number;
                      title: string;
                      tpInfoID: number;
                    }[];
                    landingPath: string;
                    tpInfoID: number;
                    tpTypeID: number;
                    trainTitle: string;
                    trainType: number;
                  };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 实训的案例面板（IsReturnList：只要列表；否则实训记录含 casePanels） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            isReturnList?: boolean | string;
            tpInfoID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data:
                | {
                    casePanelID: number;
                    content: string;
                    sort: number;
                    title: string;
                    tpInfoID: number;
                  }[]
                | {
                    casePanelID: number;
                    casePanels: {
                      casePanelID: number;
                      content: string;
                      sort: number;
                      title: string;
                      tpInfoID: number;
                    }[];
                    landingPath: string;
                    tpInfoID: number;
                    tpTypeID: number;
                    trainTitle: string;
                    trainType: number;
                  };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/CasePanel/GetConfiguredCasePanelList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 实训项目与其案例面板（案例管理，仅管理员） */
    get: {
      parameters: {
        query?: {
          pageIndex?: number;
          pageSize?: number;
          searchKey?: string;
          tpTypeID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  casePanelCount: number;
                  casePanels: {
                    casePanelID: number;
                    content: string;
                    sort: number;
                    title: string;
                    tpInfoID: number;
                  }[];
                  classIDs: number[];
                  createTime: string;
                  description: string;
                  landingPath: string;
                  marketType: number;
                  productTag: number;
                  tpInfoID: number;
                  tpTypeID: number;
                  tpTypeName: string;
                  trainTitle: string;
                  trainType: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 实训项目与其案例面板（案例管理，仅管理员） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            pageIndex?: number;
            pageSize?: number;
            searchKey?: string;
            tpTypeID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  casePanelCount: number;
                  casePanels: {
                    casePanelID: number;
                    content: string;
                    sort: number;
                    title: string;
                    tpInfoID: number;
                  }[];
                  classIDs: number[];
                  createTime: string;
                  description: string;
                  landingPath: string;
                  marketType: number;
                  productTag: number;
                  tpInfoID: number;
                  tpTypeID: number;
                  tpTypeName: string;
                  trainTitle: string;
                  trainType: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/CasePanel/SubmitCasePanel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 新增或修改案例面板（有 casePanelID 时修改） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            casePanelID?: number;
            content: string;
            sort?: number;
            title: string;
            tpInfoID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                casePanelID: number;
                content: string;
                sort: number;
                title: string;
                tpInfoID: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Class/AddClass': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 新建班级（班主任为当前教师） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            className: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                classID: number;
                className: string;
                createTime: string;
                studentCount: number;
                teacherID: number | null;
                teacherName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Class/AddStudentsToClass': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 把学生加入班级（原班级随之改变） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            classID: number;
            userIDs: number[] | string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: number;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Class/DeleteClass': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 删除班级（学生保留，移出班级） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            classID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Class/GetClass': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 一个班级 */
    get: {
      parameters: {
        query: {
          classID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                classID: number;
                className: string;
                createTime: string;
                studentCount: number;
                teacherID: number | null;
                teacherName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 一个班级 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            classID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                classID: number;
                className: string;
                createTime: string;
                studentCount: number;
                teacherID: number | null;
                teacherName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Class/RemoveStudentsFromClass': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 把学生移出班级 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            classID: number;
            userIDs: number[] | string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: number;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Class/SearchClasses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 班级列表 */
    get: {
      parameters: {
        query?: {
          pageIndex?: number;
          pageSize?: number;
          searchKey?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  classID: number;
                  className: string;
                  createTime: string;
                  studentCount: number;
                  teacherID: number | null;
                  teacherName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 班级列表 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            pageIndex?: number;
            pageSize?: number;
            searchKey?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  classID: number;
                  className: string;
                  createTime: string;
                  studentCount: number;
                  teacherID: number | null;
                  teacherName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Class/SearchClassStudents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 班级学生（classID 为 0 时：未分班的学生；outside 为 true 时：不在该班的学生） */
    get: {
      parameters: {
        query: {
          classID: number;
          outside?: boolean;
          pageIndex?: number;
          pageSize?: number;
          searchKey?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  classID: number | null;
                  className: string;
                  phone: string;
                  realName: string;
                  userID: number;
                  userName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 班级学生（classID 为 0 时：未分班的学生；outside 为 true 时：不在该班的学生） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            classID: number;
            outside?: boolean;
            pageIndex?: number;
            pageSize?: number;
            searchKey?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  classID: number | null;
                  className: string;
                  phone: string;
                  realName: string;
                  userID: number;
                  userName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Class/UpdateClass': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 修改班级名称 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            classID: number;
            className: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                classID: number;
                className: string;
                createTime: string;
                studentCount: number;
                teacherID: number | null;
                teacherName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Exam/AddExam': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 新增考试 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            classIDs: number[] | string;
            durationMinutes: number;
            endTime: string;
            publish?: boolean;
            questions: {
              questionID: number;
              score: number;
            }[];
            startTime: string;
            title: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                examID: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Exam/ComposeRandom': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 随机组卷 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            multiple: number;
            single: number;
            subjectID?: number;
            trueFalse: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                answer: string;
                content: string;
                createTime: string;
                difficulty: number;
                explanation: string;
                options: string[];
                questionID: number;
                questionType: number;
                subjectID: number | null;
                subjectName: string;
                typeName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Exam/DeleteExam': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 删除考试 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            examID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Exam/GetExam': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 考试详情（编辑用，含答案） */
    get: {
      parameters: {
        query: {
          examID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                classIDs: number[];
                classNames: string;
                createTime: string;
                durationMinutes: number;
                editable: boolean;
                endTime: string;
                examID: number;
                papers: number;
                published: boolean;
                questionCount: number;
                questions: {
                  answer: string;
                  content: string;
                  createTime: string;
                  difficulty: number;
                  explanation: string;
                  options: string[];
                  questionID: number;
                  questionType: number;
                  score: number;
                  subjectID: number | null;
                  subjectName: string;
                  typeName: string;
                }[];
                startTime: string;
                title: string;
                totalScore: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 考试详情（编辑用，含答案） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            examID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                classIDs: number[];
                classNames: string;
                createTime: string;
                durationMinutes: number;
                editable: boolean;
                endTime: string;
                examID: number;
                papers: number;
                published: boolean;
                questionCount: number;
                questions: {
                  answer: string;
                  content: string;
                  createTime: string;
                  difficulty: number;
                  explanation: string;
                  options: string[];
                  questionID: number;
                  questionType: number;
                  score: number;
                  subjectID: number | null;
                  subjectName: string;
                  typeName: string;
                }[];
                startTime: string;
                title: string;
                totalScore: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Exam/GetExamPapers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 考试答卷与统计 */
    get: {
      parameters: {
        query: {
          examID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                distribution: {
                  count: number;
                  label: string;
                }[];
                exam: {
                  classNames: string;
                  createTime: string;
                  durationMinutes: number;
                  endTime: string;
                  examID: number;
                  published: boolean;
                  questionCount: number;
                  startTime: string;
                  title: string;
                  totalScore: number;
                };
                papers: {
                  paperID: number;
                  realName: string;
                  score: number | null;
                  startedAt: string;
                  submittedAt: string | null;
                  userName: string;
                }[];
                questions: {
                  content: string;
                  errorRate: number;
                  questionID: number;
                }[];
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 考试答卷与统计 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            examID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                distribution: {
                  count: number;
                  label: string;
                }[];
                exam: {
                  classNames: string;
                  createTime: string;
                  durationMinutes: number;
                  endTime: string;
                  examID: number;
                  published: boolean;
                  questionCount: number;
                  startTime: string;
                  title: string;
                  totalScore: number;
                };
                papers: {
                  paperID: number;
                  realName: string;
                  score: number | null;
                  startedAt: string;
                  submittedAt: string | null;
                  userName: string;
                }[];
                questions: {
                  content: string;
                  errorRate: number;
                  questionID: number;
                }[];
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Exam/GetPaper': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 答卷详情（学生本人交卷后，或教师） */
    get: {
      parameters: {
        query: {
          paperID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                answers: {
                  [key: string]: string;
                };
                deadline: string;
                examID: number;
                paperID: number;
                questions: (
                  | {
                      answer: string;
                      content: string;
                      correct: boolean;
                      createTime: string;
                      difficulty: number;
                      explanation: string;
                      given: string;
                      options: string[];
                      questionID: number;
                      questionType: number;
                      score: number;
                      subjectID: number | null;
                      subjectName: string;
                      typeName: string;
                    }
                  | {
                      content: string;
                      options: string[];
                      questionID: number;
                      questionType: number;
                      score: number;
                      typeName: string;
                    }
                )[];
                realName: string;
                score: number | null;
                serverNow: string;
                startedAt: string;
                submitted: boolean;
                submittedAt: string | null;
                title: string;
                totalScore: number;
                userName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 答卷详情（学生本人交卷后，或教师） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            paperID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                answers: {
                  [key: string]: string;
                };
                deadline: string;
                examID: number;
                paperID: number;
                questions: (
                  | {
                      answer: string;
                      content: string;
                      correct: boolean;
                      createTime: string;
                      difficulty: number;
                      explanation: string;
                      given: string;
                      options: string[];
                      questionID: number;
                      questionType: number;
                      score: number;
                      subjectID: number | null;
                      subjectName: string;
                      typeName: string;
                    }
                  | {
                      content: string;
                      options: string[];
                      questionID: number;
                      questionType: number;
                      score: number;
                      typeName: string;
                    }
                )[];
                realName: string;
                score: number | null;
                serverNow: string;
                startedAt: string;
                submitted: boolean;
                submittedAt: string | null;
                title: string;
                totalScore: number;
                userName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Exam/PublishExam': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 发布考试 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            examID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Exam/SaveAnswers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 自动保存答案 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            answers: {
              [key: string]: string;
            };
            examID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                answers: {
                  [key: string]: string;
                };
                deadline: string;
                examID: number;
                paperID: number;
                questions: (
                  | {
                      answer: string;
                      content: string;
                      correct: boolean;
                      createTime: string;
                      difficulty: number;
                      explanation: string;
                      given: string;
                      options: string[];
                      questionID: number;
                      questionType: number;
                      score: number;
                      subjectID: number | null;
                      subjectName: string;
                      typeName: string;
                    }
                  | {
                      content: string;
                      options: string[];
                      questionID: number;
                      questionType: number;
                      score: number;
                      typeName: string;
                    }
                )[];
                score: number | null;
                serverNow: string;
                startedAt: string;
                submitted: boolean;
                submittedAt: string | null;
                totalScore: number;
              } | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Exam/SearchExams': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 考试列表 */
    get: {
      parameters: {
        query?: {
          pageIndex?: number;
          pageSize?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  classNames: string;
                  createTime: string;
                  durationMinutes: number;
                  endTime: string;
                  examID: number;
                  published: boolean;
                  questionCount: number;
                  startTime: string;
                  title: string;
                  totalScore: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 考试列表 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            pageIndex?: number;
            pageSize?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  classNames: string;
                  createTime: string;
                  durationMinutes: number;
                  endTime: string;
                  examID: number;
                  published: boolean;
                  questionCount: number;
                  startTime: string;
                  title: string;
                  totalScore: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Exam/SearchMyExams': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我的考试 */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                classNames: string;
                createTime: string;
                durationMinutes: number;
                endTime: string;
                examID: number;
                published: boolean;
                questionCount: number;
                score: number | null;
                startTime: string;
                state: number;
                title: string;
                totalScore: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 我的考试 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                classNames: string;
                createTime: string;
                durationMinutes: number;
                endTime: string;
                examID: number;
                published: boolean;
                questionCount: number;
                score: number | null;
                startTime: string;
                state: number;
                title: string;
                totalScore: number;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Exam/StartExam': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 开始考试（或继续作答） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            examID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                exam: {
                  classNames: string;
                  createTime: string;
                  durationMinutes: number;
                  endTime: string;
                  examID: number;
                  published: boolean;
                  questionCount: number;
                  startTime: string;
                  title: string;
                  totalScore: number;
                };
                paper: {
                  answers: {
                    [key: string]: string;
                  };
                  deadline: string;
                  examID: number;
                  paperID: number;
                  questions: (
                    | {
                        answer: string;
                        content: string;
                        correct: boolean;
                        createTime: string;
                        difficulty: number;
                        explanation: string;
                        given: string;
                        options: string[];
                        questionID: number;
                        questionType: number;
                        score: number;
                        subjectID: number | null;
                        subjectName: string;
                        typeName: string;
                      }
                    | {
                        content: string;
                        options: string[];
                        questionID: number;
                        questionType: number;
                        score: number;
                        typeName: string;
                      }
                  )[];
                  score: number | null;
                  serverNow: string;
                  startedAt: string;
                  submitted: boolean;
                  submittedAt: string | null;
                  totalScore: number;
                };
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Exam/SubmitExam': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 交卷 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            answers: {
              [key: string]: string;
            };
            examID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                answers: {
                  [key: string]: string;
                };
                deadline: string;
                examID: number;
                paperID: number;
                questions: (
                  | {
                      answer: string;
                      content: string;
                      correct: boolean;
                      createTime: string;
                      difficulty: number;
                      explanation: string;
                      given: string;
                      options: string[];
                      questionID: number;
                      questionType: number;
                      score: number;
                      subjectID: number | null;
                      subjectName: string;
                      typeName: string;
                    }
                  | {
                      content: string;
                      options: string[];
                      questionID: number;
                      questionType: number;
                      score: number;
                      typeName: string;
                    }
                )[];
                score: number | null;
                serverNow: string;
                startedAt: string;
                submitted: boolean;
                submittedAt: string | null;
                totalScore: number;
              } | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Exam/UpdateExam': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 修改考试（尚无学生参加时） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            classIDs: number[] | string;
            durationMinutes: number;
            endTime: string;
            examID: number;
            questions: {
              questionID: number;
              score: number;
            }[];
            startTime: string;
            title: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                examID: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Exercise/AddExercise': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 新增练习 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            classIDs: number[] | string;
            questionIDs: number[] | string;
            title: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                exerciseID: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Exercise/CheckAnswer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 练习作答：即时判题与解析（首次作答计分） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            answer: string;
            exerciseID: number;
            questionID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                answer: string;
                correct: boolean;
                counted: boolean;
                explanation: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Exercise/DeleteExercise': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 删除练习 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            exerciseID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Exercise/GetExercise': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 练习题目（不含答案） */
    get: {
      parameters: {
        query: {
          exerciseID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                answered: number;
                classNames: string;
                correct: number;
                createTime: string;
                exerciseID: number;
                questionCount: number;
                questions: {
                  content: string;
                  options: string[];
                  questionID: number;
                  questionType: number;
                  typeName: string;
                }[];
                title: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 练习题目（不含答案） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            exerciseID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                answered: number;
                classNames: string;
                correct: number;
                createTime: string;
                exerciseID: number;
                questionCount: number;
                questions: {
                  content: string;
                  options: string[];
                  questionID: number;
                  questionType: number;
                  typeName: string;
                }[];
                title: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Exercise/GetExerciseDetail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 练习详情（编辑用，含答案） */
    get: {
      parameters: {
        query: {
          exerciseID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                classIDs: number[];
                exerciseID: number;
                questions: {
                  answer: string;
                  content: string;
                  createTime: string;
                  difficulty: number;
                  explanation: string;
                  options: string[];
                  questionID: number;
                  questionType: number;
                  subjectID: number | null;
                  subjectName: string;
                  typeName: string;
                }[];
                title: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 练习详情（编辑用，含答案） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            exerciseID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                classIDs: number[];
                exerciseID: number;
                questions: {
                  answer: string;
                  content: string;
                  createTime: string;
                  difficulty: number;
                  explanation: string;
                  options: string[];
                  questionID: number;
                  questionType: number;
                  subjectID: number | null;
                  subjectName: string;
                  typeName: string;
                }[];
                title: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Exercise/SearchExercises': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 练习列表 */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                answered: number;
                classNames: string;
                correct: number;
                createTime: string;
                exerciseID: number;
                questionCount: number;
                title: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 练习列表 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                answered: number;
                classNames: string;
                correct: number;
                createTime: string;
                exerciseID: number;
                questionCount: number;
                title: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Exercise/UpdateExercise': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 修改练习 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            classIDs: number[] | string;
            exerciseID: number;
            questionIDs: number[] | string;
            title: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                exerciseID: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/KChart/DeleteSet': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 删除K线题组 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            setID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/KChart/DiscQuiz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** K线形态后市判断 */
    get: {
      parameters: {
        query?: {
          seed?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                questions: {
                  bars: {
                    close: number;
                    high: number;
                    low: number;
                    open: number;
                  }[];
                  index: number;
                  options: ['上涨', '下跌', '横盘'];
                  patternName: string;
                }[];
                seed: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** K线形态后市判断 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            seed?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                questions: {
                  bars: {
                    close: number;
                    high: number;
                    low: number;
                    open: number;
                  }[];
                  index: number;
                  options: ['上涨', '下跌', '横盘'];
                  patternName: string;
                }[];
                seed: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/KChart/DiscSubmit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 提交后市判断 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            answers: number[];
            seed: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                attempt: number;
                attempts: number;
                counted: boolean;
                countedScore: number;
                final: boolean;
                results: {
                  after: {
                    close: number;
                    high: number;
                    low: number;
                    open: number;
                  }[];
                  answer: '上涨' | '下跌' | '横盘';
                  correct: boolean;
                }[];
                right: number;
                score: number;
                sources?: {
                  code: string;
                  from: string;
                  name: string;
                  to: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/KChart/Examples': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** K线形态示例 */
    get: {
      parameters: {
        query?: {
          seed?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                examples: {
                  bars: {
                    close: number;
                    high: number;
                    low: number;
                    open: number;
                  }[];
                  from: number;
                  id:
                    | 'doji'
                    | 'hammer'
                    | 'bullishEngulfing'
                    | 'bearishEngulfing'
                    | 'threeSoldiers'
                    | 'hangingMan'
                    | 'morningStar'
                    | 'eveningStar'
                    | 'threeCrows';
                  name: string;
                  to: number;
                }[];
                seed: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** K线形态示例 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            seed?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                examples: {
                  bars: {
                    close: number;
                    high: number;
                    low: number;
                    open: number;
                  }[];
                  from: number;
                  id:
                    | 'doji'
                    | 'hammer'
                    | 'bullishEngulfing'
                    | 'bearishEngulfing'
                    | 'threeSoldiers'
                    | 'hangingMan'
                    | 'morningStar'
                    | 'eveningStar'
                    | 'threeCrows';
                  name: string;
                  to: number;
                }[];
                seed: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/KChart/HistradeStart': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 历史交易：开始练习（已有未完成的同编号练习则继续） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            seed?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                bars: {
                  close: number;
                  high: number;
                  low: number;
                  open: number;
                }[];
                cash: number;
                holding: boolean;
                lot: number;
                minBuy: number;
                options: ['持有', '买入', '卖出'];
                seed: number;
                sessionID: number;
                shown: number;
                steps: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/KChart/HistradeStep': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 历史交易：本步操作（揭示下一根K线） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            action: number;
            sessionID: number;
            step: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                bars: {
                  close: number;
                  high: number;
                  low: number;
                  open: number;
                }[];
                cash: number;
                holding: boolean;
                lot: number;
                minBuy: number;
                options: ['持有', '买入', '卖出'];
                seed: number;
                sessionID: number;
                shown: number;
                steps: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/KChart/HistradeSubmit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 历史交易：结束并评分（未操作的步骤按持有） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            sessionID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                attempt: number;
                attempts: number;
                bars: {
                  close: number;
                  high: number;
                  low: number;
                  open: number;
                }[];
                bestEquity: number;
                bestReturn: number;
                counted: boolean;
                countedScore: number;
                equity: number;
                holdEquity: number;
                holdReturn: number;
                name: string;
                reveal: {
                  code: string;
                  from: string;
                  name: string;
                  to: string;
                };
                score: number;
                seed: number;
                sessionID: number;
                studentReturn: number;
                trades: {
                  bar: number;
                  price: number;
                  qty: number;
                  side: 1 | 2;
                }[];
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/KChart/LabelQuiz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** K线标注练习 */
    get: {
      parameters: {
        query?: {
          seed?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                questions: {
                  bars: {
                    close: number;
                    high: number;
                    low: number;
                    open: number;
                  }[];
                  index: number;
                  kind: 'pattern' | 'support' | 'resistance';
                  prompt: string;
                }[];
                seed: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** K线标注练习 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            seed?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                questions: {
                  bars: {
                    close: number;
                    high: number;
                    low: number;
                    open: number;
                  }[];
                  index: number;
                  kind: 'pattern' | 'support' | 'resistance';
                  prompt: string;
                }[];
                seed: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/KChart/LabelSubmit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 提交K线标注 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            marks: number[];
            seed: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                attempt: number;
                attempts: number;
                counted: boolean;
                countedScore: number;
                final: boolean;
                results: {
                  correct: boolean;
                  key:
                    | {
                        bars: number[];
                      }
                    | {
                        price: number;
                      };
                }[];
                right: number;
                score: number;
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/KChart/SaveSet': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 布置K线题组 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            attempts?: number;
            classID: number;
            count: number;
            name: string;
            seed: number;
            tool: 'tell' | 'label' | 'disc' | 'timeshar' | 'histrade';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                setID: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/KChart/SearchScores': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** K线测验成绩 */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                attempt: number;
                counted: boolean;
                createTime: string;
                score: number;
                scoreID: number;
                seed: number;
                tool: string;
                userName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** K线测验成绩 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                attempt: number;
                counted: boolean;
                createTime: string;
                score: number;
                scoreID: number;
                seed: number;
                tool: string;
                userName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/KChart/SearchSets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 老师布置的K线题组 */
    get: {
      parameters: {
        query?: {
          tool?: 'tell' | 'label' | 'disc' | 'timeshar' | 'histrade';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                attempts: number;
                classID: number;
                className: string;
                count: number;
                createTime: string;
                name: string;
                rounds: {
                  final: boolean;
                  score: number | null;
                  seed: number;
                  used: number;
                }[];
                seed: number;
                setID: number;
                teacherName: string;
                tool: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 老师布置的K线题组 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            tool?: 'tell' | 'label' | 'disc' | 'timeshar' | 'histrade';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                attempts: number;
                classID: number;
                className: string;
                count: number;
                createTime: string;
                name: string;
                rounds: {
                  final: boolean;
                  score: number | null;
                  seed: number;
                  used: number;
                }[];
                seed: number;
                setID: number;
                teacherName: string;
                tool: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/KChart/SetStats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** K线题组成绩（计分成绩与作答次数） */
    get: {
      parameters: {
        query: {
          setID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                attempts: number;
                setID: number;
                students: {
                  attemptsUsed: number;
                  countedScore: number;
                  realName: string;
                  rounds: {
                    score: number | null;
                    used: number;
                  }[];
                  userID: number;
                  userName: string;
                }[];
                tool: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** K线题组成绩（计分成绩与作答次数） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            setID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                attempts: number;
                setID: number;
                students: {
                  attemptsUsed: number;
                  countedScore: number;
                  realName: string;
                  rounds: {
                    score: number | null;
                    used: number;
                  }[];
                  userID: number;
                  userName: string;
                }[];
                tool: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/KChart/SkillSummary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 技能练习成绩（按学生，老师可按班级） */
    get: {
      parameters: {
        query?: {
          classID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                className: string;
                discAvg: number | null;
                discCount: number;
                histradeAvg: number | null;
                histradeCount: number;
                labelAvg: number | null;
                labelCount: number;
                realName: string;
                replayExcess: number | null;
                replays: number;
                tellAvg: number | null;
                tellCount: number;
                timesharAvg: number | null;
                timesharCount: number;
                userID: number;
                userName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 技能练习成绩（按学生，老师可按班级） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            classID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                className: string;
                discAvg: number | null;
                discCount: number;
                histradeAvg: number | null;
                histradeCount: number;
                labelAvg: number | null;
                labelCount: number;
                realName: string;
                replayExcess: number | null;
                replays: number;
                tellAvg: number | null;
                tellCount: number;
                timesharAvg: number | null;
                timesharCount: number;
                userID: number;
                userName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/KChart/TellQuiz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** K线识别测验 */
    get: {
      parameters: {
        query?: {
          seed?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                questions: {
                  bars: {
                    close: number;
                    high: number;
                    low: number;
                    open: number;
                  }[];
                  index: number;
                  options: string[];
                }[];
                seed: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** K线识别测验 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            seed?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                questions: {
                  bars: {
                    close: number;
                    high: number;
                    low: number;
                    open: number;
                  }[];
                  index: number;
                  options: string[];
                }[];
                seed: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/KChart/TellSubmit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 提交K线识别答案 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            answers: number[];
            seed: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                attempt: number;
                attempts: number;
                counted: boolean;
                countedScore: number;
                final: boolean;
                results: {
                  answer: string;
                  correct: boolean;
                }[];
                right: number;
                score: number;
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/KChart/TimeSharQuiz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 分时图练习 */
    get: {
      parameters: {
        query?: {
          seed?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                minutes: {
                  avg: number;
                  price: number;
                  time: string;
                  volume: number;
                }[];
                prevClose: number;
                questions: {
                  index: number;
                  options: string[];
                  prompt: string;
                }[];
                seed: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 分时图练习 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            seed?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                minutes: {
                  avg: number;
                  price: number;
                  time: string;
                  volume: number;
                }[];
                prevClose: number;
                questions: {
                  index: number;
                  options: string[];
                  prompt: string;
                }[];
                seed: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/KChart/TimeSharSubmit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 提交分时图练习 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            answers: number[];
            seed: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                attempt: number;
                attempts: number;
                counted: boolean;
                countedScore: number;
                date?: string;
                final: boolean;
                name?: string;
                results: {
                  answer: string;
                  correct: boolean;
                }[];
                right: number;
                score: number;
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Question/AddQuestion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 新增试题 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            answer: string;
            content: string;
            difficulty: number;
            explanation?: string;
            options: string[];
            questionType: number;
            subjectID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                answer: string;
                content: string;
                createTime: string;
                difficulty: number;
                explanation: string;
                options: string[];
                questionID: number;
                questionType: number;
                subjectID: number | null;
                subjectName: string;
                typeName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Question/DeleteQuestion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 删除试题 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            questionID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Question/ImportQuestionByExcel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 从模板批量导入试题（multipart: file）；进度以 ImportProgress 推送 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                queued: number;
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Question/OutPutQuestionTemplate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 下载模板：试题导入模板.xlsx */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Question/SearchQuestions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 题库列表 */
    get: {
      parameters: {
        query?: {
          pageIndex?: number;
          pageSize?: number;
          questionType?: number;
          searchKey?: string;
          subjectID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  answer: string;
                  content: string;
                  createTime: string;
                  difficulty: number;
                  explanation: string;
                  options: string[];
                  questionID: number;
                  questionType: number;
                  subjectID: number | null;
                  subjectName: string;
                  typeName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 题库列表 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            pageIndex?: number;
            pageSize?: number;
            questionType?: number;
            searchKey?: string;
            subjectID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  answer: string;
                  content: string;
                  createTime: string;
                  difficulty: number;
                  explanation: string;
                  options: string[];
                  questionID: number;
                  questionType: number;
                  subjectID: number | null;
                  subjectName: string;
                  typeName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Question/UpdateQuestion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 修改试题 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            answer: string;
            content: string;
            difficulty: number;
            explanation?: string;
            options: string[];
            questionID: number;
            questionType: number;
            subjectID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                answer: string;
                content: string;
                createTime: string;
                difficulty: number;
                explanation: string;
                options: string[];
                questionID: number;
                questionType: number;
                subjectID: number | null;
                subjectName: string;
                typeName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Replay/Control': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 播放、暂停、单步、调速 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            action: 'play' | 'pause' | 'step' | 'speed';
            replayID: number;
            speed?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                bars: {
                  amount: number;
                  close: number;
                  high: number;
                  low: number;
                  open: number;
                  time: string;
                  volume: number;
                }[];
                cash: number;
                code: string;
                equity: number;
                finished: boolean;
                freq: 'day' | 'minute';
                from: number;
                holdEquity: number;
                key: string;
                lot: number;
                minBuy: number;
                name: string;
                playing: boolean;
                price: number;
                qty: number;
                replayID: number;
                sellable: number;
                shown: number;
                source: {
                  code: string;
                  from: string;
                  market: string;
                  name: string;
                  to: string;
                } | null;
                speed: number;
                startCash: number;
                total: number;
                trades: {
                  amount: number;
                  amountLi: number;
                  bar: number;
                  fee: number;
                  feeLi: number;
                  price: number;
                  qty: number;
                  side: 1 | 2;
                  time: string;
                }[];
                version: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Replay/Options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 回放可选长度（证券与日期随机抽取，结束后公布） */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                dayBars: {
                  default: number;
                  max: number;
                  min: number;
                };
                minuteDays: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 回放可选长度（证券与日期随机抽取，结束后公布） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                dayBars: {
                  default: number;
                  max: number;
                  min: number;
                };
                minuteDays: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Replay/SearchReplays': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 回放记录 */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                barsShown: number;
                barsTotal: number;
                code: string;
                createTime: string;
                dateFrom: string;
                dateTo: string;
                equity: number;
                finished: boolean;
                freq: string;
                holdEquity: number;
                name: string;
                replayID: number;
                startCash: number;
                tradeCount: number;
                userName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 回放记录 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                barsShown: number;
                barsTotal: number;
                code: string;
                createTime: string;
                dateFrom: string;
                dateTo: string;
                equity: number;
                finished: boolean;
                freq: string;
                holdEquity: number;
                name: string;
                replayID: number;
                startCash: number;
                tradeCount: number;
                userName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Replay/Start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 开始行情回放（随机证券与区间，价格换算，结束后公布来源） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            freq?: 'day' | 'minute';
            length?: number;
            speed: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                bars: {
                  amount: number;
                  close: number;
                  high: number;
                  low: number;
                  open: number;
                  time: string;
                  volume: number;
                }[];
                cash: number;
                code: string;
                equity: number;
                finished: boolean;
                freq: 'day' | 'minute';
                from: number;
                holdEquity: number;
                key: string;
                lot: number;
                minBuy: number;
                name: string;
                playing: boolean;
                price: number;
                qty: number;
                replayID: number;
                sellable: number;
                shown: number;
                source: {
                  code: string;
                  from: string;
                  market: string;
                  name: string;
                  to: string;
                } | null;
                speed: number;
                startCash: number;
                total: number;
                trades: {
                  amount: number;
                  amountLi: number;
                  bar: number;
                  fee: number;
                  feeLi: number;
                  price: number;
                  qty: number;
                  side: 1 | 2;
                  time: string;
                }[];
                version: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Replay/State': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 回放当前状态 */
    get: {
      parameters: {
        query: {
          replayID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                bars: {
                  amount: number;
                  close: number;
                  high: number;
                  low: number;
                  open: number;
                  time: string;
                  volume: number;
                }[];
                cash: number;
                code: string;
                equity: number;
                finished: boolean;
                freq: 'day' | 'minute';
                from: number;
                holdEquity: number;
                key: string;
                lot: number;
                minBuy: number;
                name: string;
                playing: boolean;
                price: number;
                qty: number;
                replayID: number;
                sellable: number;
                shown: number;
                source: {
                  code: string;
                  from: string;
                  market: string;
                  name: string;
                  to: string;
                } | null;
                speed: number;
                startCash: number;
                total: number;
                trades: {
                  amount: number;
                  amountLi: number;
                  bar: number;
                  fee: number;
                  feeLi: number;
                  price: number;
                  qty: number;
                  side: 1 | 2;
                  time: string;
                }[];
                version: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 回放当前状态 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            replayID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                bars: {
                  amount: number;
                  close: number;
                  high: number;
                  low: number;
                  open: number;
                  time: string;
                  volume: number;
                }[];
                cash: number;
                code: string;
                equity: number;
                finished: boolean;
                freq: 'day' | 'minute';
                from: number;
                holdEquity: number;
                key: string;
                lot: number;
                minBuy: number;
                name: string;
                playing: boolean;
                price: number;
                qty: number;
                replayID: number;
                sellable: number;
                shown: number;
                source: {
                  code: string;
                  from: string;
                  market: string;
                  name: string;
                  to: string;
                } | null;
                speed: number;
                startCash: number;
                total: number;
                trades: {
                  amount: number;
                  amountLi: number;
                  bar: number;
                  fee: number;
                  feeLi: number;
                  price: number;
                  qty: number;
                  side: 1 | 2;
                  time: string;
                }[];
                version: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Replay/Trade': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 按回放价格买卖 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            qty: number;
            replayID: number;
            side: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                bars: {
                  amount: number;
                  close: number;
                  high: number;
                  low: number;
                  open: number;
                  time: string;
                  volume: number;
                }[];
                cash: number;
                code: string;
                equity: number;
                finished: boolean;
                freq: 'day' | 'minute';
                from: number;
                holdEquity: number;
                key: string;
                lot: number;
                minBuy: number;
                name: string;
                playing: boolean;
                price: number;
                qty: number;
                replayID: number;
                sellable: number;
                shown: number;
                source: {
                  code: string;
                  from: string;
                  market: string;
                  name: string;
                  to: string;
                } | null;
                speed: number;
                startCash: number;
                total: number;
                trades: {
                  amount: number;
                  amountLi: number;
                  bar: number;
                  fee: number;
                  feeLi: number;
                  price: number;
                  qty: number;
                  side: 1 | 2;
                  time: string;
                }[];
                version: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Report/AddTemplate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 新增报告模板 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            classIDs: number[] | string;
            matchID?: number;
            requirement?: string;
            title: string;
            tpInfoID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                templateID: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Report/GetMyReportTrades': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 报告关联的交易记录（实训项目或比赛） */
    get: {
      parameters: {
        query: {
          templateID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                fills: {
                  amount: number;
                  code: string;
                  fees: number;
                  market: string;
                  orderID: number;
                  price: number;
                  qty: number;
                  reportID: number;
                  side: number;
                  sideName: string;
                  time: string;
                }[];
                orders: {
                  code: string;
                  filledAmount: number;
                  filledQty: number;
                  market: string;
                  orderID: number;
                  price: number;
                  qty: number;
                  securityName: string;
                  side: number;
                  sideName: string;
                  status: number;
                  statusName: string;
                  time: string;
                }[];
                source: 'project' | 'contest';
                sourceTitle: string;
                summary: {
                  buyAmount: number;
                  fees: number;
                  fillCount: number;
                  orderCount: number;
                  sellAmount: number;
                };
              } | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 报告关联的交易记录（实训项目或比赛） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            templateID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                fills: {
                  amount: number;
                  code: string;
                  fees: number;
                  market: string;
                  orderID: number;
                  price: number;
                  qty: number;
                  reportID: number;
                  side: number;
                  sideName: string;
                  time: string;
                }[];
                orders: {
                  code: string;
                  filledAmount: number;
                  filledQty: number;
                  market: string;
                  orderID: number;
                  price: number;
                  qty: number;
                  securityName: string;
                  side: number;
                  sideName: string;
                  status: number;
                  statusName: string;
                  time: string;
                }[];
                source: 'project' | 'contest';
                sourceTitle: string;
                summary: {
                  buyAmount: number;
                  fees: number;
                  fillCount: number;
                  orderCount: number;
                  sellAmount: number;
                };
              } | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Report/GetReport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 报告详情 */
    get: {
      parameters: {
        query: {
          reportID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                comment: string;
                content: string;
                linkTitle: string;
                markTime: string | null;
                matchID: number | null;
                realName: string;
                reportID: number | null;
                requirement: string;
                score: number | null;
                status: number;
                statusName: string;
                submitTime: string | null;
                templateID: number;
                title: string;
                tpInfoID: number | null;
                tradeRecord: {
                  fills: {
                    amount: number;
                    code: string;
                    fees: number;
                    market: string;
                    orderID: number;
                    price: number;
                    qty: number;
                    reportID: number;
                    side: number;
                    sideName: string;
                    time: string;
                  }[];
                  orders: {
                    code: string;
                    filledAmount: number;
                    filledQty: number;
                    market: string;
                    orderID: number;
                    price: number;
                    qty: number;
                    securityName: string;
                    side: number;
                    sideName: string;
                    status: number;
                    statusName: string;
                    time: string;
                  }[];
                  source: 'project' | 'contest';
                  sourceTitle: string;
                  summary: {
                    buyAmount: number;
                    fees: number;
                    fillCount: number;
                    orderCount: number;
                    sellAmount: number;
                  };
                } | null;
                userName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 报告详情 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reportID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                comment: string;
                content: string;
                linkTitle: string;
                markTime: string | null;
                matchID: number | null;
                realName: string;
                reportID: number | null;
                requirement: string;
                score: number | null;
                status: number;
                statusName: string;
                submitTime: string | null;
                templateID: number;
                title: string;
                tpInfoID: number | null;
                tradeRecord: {
                  fills: {
                    amount: number;
                    code: string;
                    fees: number;
                    market: string;
                    orderID: number;
                    price: number;
                    qty: number;
                    reportID: number;
                    side: number;
                    sideName: string;
                    time: string;
                  }[];
                  orders: {
                    code: string;
                    filledAmount: number;
                    filledQty: number;
                    market: string;
                    orderID: number;
                    price: number;
                    qty: number;
                    securityName: string;
                    side: number;
                    sideName: string;
                    status: number;
                    statusName: string;
                    time: string;
                  }[];
                  source: 'project' | 'contest';
                  sourceTitle: string;
                  summary: {
                    buyAmount: number;
                    fees: number;
                    fillCount: number;
                    orderCount: number;
                    sellAmount: number;
                  };
                } | null;
                userName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Report/MarkReport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 批阅实验报告 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            comment?: string;
            draft?: boolean;
            reportID: number;
            score: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Report/SaveReport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 保存或提交实验报告（富文本） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            content: string;
            submit: boolean;
            templateID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                status: number;
                statusName?: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Report/SearchLinkableContests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 可关联的比赛（报告模板） */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                matchID: number;
                matchName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 可关联的比赛（报告模板） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                matchID: number;
                matchName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Report/SearchMyReports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我的实验报告 */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                comment: string;
                content: string;
                linkTitle: string;
                markTime: string | null;
                matchID: number | null;
                realName: string;
                reportID: number | null;
                requirement: string;
                score: number | null;
                status: number;
                statusName: string;
                submitTime: string | null;
                templateID: number;
                title: string;
                tpInfoID: number | null;
                /** @enum {object|null} */
                tradeRecord?: never | null;
                userName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 我的实验报告 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                comment: string;
                content: string;
                linkTitle: string;
                markTime: string | null;
                matchID: number | null;
                realName: string;
                reportID: number | null;
                requirement: string;
                score: number | null;
                status: number;
                statusName: string;
                submitTime: string | null;
                templateID: number;
                title: string;
                tpInfoID: number | null;
                /** @enum {object|null} */
                tradeRecord?: never | null;
                userName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Report/SearchReports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 已提交的报告 */
    get: {
      parameters: {
        query: {
          templateID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                comment: string;
                content: string;
                linkTitle: string;
                markTime: string | null;
                matchID: number | null;
                realName: string;
                reportID: number | null;
                requirement: string;
                score: number | null;
                status: number;
                statusName: string;
                submitTime: string | null;
                templateID: number;
                title: string;
                tpInfoID: number | null;
                /** @enum {object|null} */
                tradeRecord?: never | null;
                userName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 已提交的报告 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            templateID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                comment: string;
                content: string;
                linkTitle: string;
                markTime: string | null;
                matchID: number | null;
                realName: string;
                reportID: number | null;
                requirement: string;
                score: number | null;
                status: number;
                statusName: string;
                submitTime: string | null;
                templateID: number;
                title: string;
                tpInfoID: number | null;
                /** @enum {object|null} */
                tradeRecord?: never | null;
                userName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Report/SearchTemplates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 报告模板列表 */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                classNames: string;
                createTime: string;
                linkTitle: string;
                marked: number;
                matchID: number | null;
                requirement: string;
                submitted: number;
                templateID: number;
                title: string;
                tpInfoID: number | null;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 报告模板列表 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                classNames: string;
                createTime: string;
                linkTitle: string;
                marked: number;
                matchID: number | null;
                requirement: string;
                submitted: number;
                templateID: number;
                title: string;
                tpInfoID: number | null;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Resource/DeleteResource': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 删除资源（上传者或管理员） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            resourceID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Resource/SearchResources': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 资源列表（类别、资源类型0-3、发布时间0-4、关键字、分页） */
    get: {
      parameters: {
        query: {
          category: 'teach' | 'exercise' | 'train' | 'extra';
          pageIndex?: number;
          pageSize?: number;
          releaseTime?: number;
          resourceType?: number;
          searchKey?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  category: 'exercise' | 'teach' | 'train' | 'extra';
                  contentType: string;
                  createTime: string;
                  description: string;
                  fileId: string;
                  fileName: string;
                  resourceID: number;
                  resourceType: number;
                  shareType: number;
                  sizeBytes: number;
                  title: string;
                  uploaderID: number | null;
                  uploaderName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 资源列表（类别、资源类型0-3、发布时间0-4、关键字、分页） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            category: 'teach' | 'exercise' | 'train' | 'extra';
            pageIndex?: number;
            pageSize?: number;
            releaseTime?: number;
            resourceType?: number;
            searchKey?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  category: 'exercise' | 'teach' | 'train' | 'extra';
                  contentType: string;
                  createTime: string;
                  description: string;
                  fileId: string;
                  fileName: string;
                  resourceID: number;
                  resourceType: number;
                  shareType: number;
                  sizeBytes: number;
                  title: string;
                  uploaderID: number | null;
                  uploaderName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Resource/UploadResource': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 上传资源（multipart：category、resourceType、title、shareType、description 在 file 之前） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                category: 'exercise' | 'teach' | 'train' | 'extra';
                contentType: string;
                createTime: string;
                description: string;
                fileId: string;
                fileName: string;
                resourceID: number;
                resourceType: number;
                shareType: number;
                sizeBytes: number;
                title: string;
                uploaderID: number | null;
                uploaderName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Subject/AddSubject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 新增科目 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string;
            subjectName: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                createTime: string;
                description: string;
                subjectID: number;
                subjectName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Subject/DeleteSubject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 删除科目 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            subjectID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Subject/SearchSubjects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 科目列表 */
    get: {
      parameters: {
        query?: {
          pageIndex?: number;
          pageSize?: number;
          searchKey?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  createTime: string;
                  description: string;
                  subjectID: number;
                  subjectName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 科目列表 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            pageIndex?: number;
            pageSize?: number;
            searchKey?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  createTime: string;
                  description: string;
                  subjectID: number;
                  subjectName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/Subject/UpdateSubject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 修改科目 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string;
            subjectID: number;
            subjectName: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                createTime: string;
                description: string;
                subjectID: number;
                subjectName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/TPInfo/AddTPInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 新增实训项目 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string;
            tpTypeID: number;
            trainTitle: string;
            trainType?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                casePanelCount: number;
                classIDs: number[];
                createTime: string;
                description: string;
                landingPath: string;
                marketType: number;
                productTag: number;
                tpInfoID: number;
                tpTypeID: number;
                tpTypeName: string;
                trainTitle: string;
                trainType: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/TPInfo/AssignTPInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 把实训项目分配给班级（替换原有分配） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            classIDs: number[] | string;
            tpInfoID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                casePanelCount: number;
                classIDs: number[];
                createTime: string;
                description: string;
                landingPath: string;
                marketType: number;
                productTag: number;
                tpInfoID: number;
                tpTypeID: number;
                tpTypeName: string;
                trainTitle: string;
                trainType: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/TPInfo/DeleteTPInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 删除实训项目（连同其案例面板与日志） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            tpInfoID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/TPInfo/GetTPInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 一个实训项目 */
    get: {
      parameters: {
        query: {
          tpInfoID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                casePanelCount: number;
                classIDs: number[];
                createTime: string;
                description: string;
                landingPath: string;
                marketType: number;
                productTag: number;
                tpInfoID: number;
                tpTypeID: number;
                tpTypeName: string;
                trainTitle: string;
                trainType: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 一个实训项目 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            tpInfoID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                casePanelCount: number;
                classIDs: number[];
                createTime: string;
                description: string;
                landingPath: string;
                marketType: number;
                productTag: number;
                tpInfoID: number;
                tpTypeID: number;
                tpTypeName: string;
                trainTitle: string;
                trainType: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/TPInfo/SearchMyTPExport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 导出我的实训记录与成绩（xlsx） */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {object|null} */
              data: never | null;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/TPInfo/SearchTPInfos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 实训项目列表（ProductTag 0；学生只见分配给本班的项目） */
    get: {
      parameters: {
        query?: {
          pageIndex?: number;
          pageSize?: number;
          productTag?: number;
          searchKey?: string;
          tpTypeID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  casePanelCount: number;
                  classIDs: number[];
                  createTime: string;
                  description: string;
                  landingPath: string;
                  marketType: number;
                  productTag: number;
                  tpInfoID: number;
                  tpTypeID: number;
                  tpTypeName: string;
                  trainTitle: string;
                  trainType: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 实训项目列表（ProductTag 0；学生只见分配给本班的项目） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            pageIndex?: number;
            pageSize?: number;
            productTag?: number;
            searchKey?: string;
            tpTypeID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  casePanelCount: number;
                  classIDs: number[];
                  createTime: string;
                  description: string;
                  landingPath: string;
                  marketType: number;
                  productTag: number;
                  tpInfoID: number;
                  tpTypeID: number;
                  tpTypeName: string;
                  trainTitle: string;
                  trainType: number;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/TPInfo/UpdateTPInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 修改实训项目 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string;
            tpInfoID: number;
            tpTypeID: number;
            trainTitle: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                casePanelCount: number;
                classIDs: number[];
                createTime: string;
                description: string;
                landingPath: string;
                marketType: number;
                productTag: number;
                tpInfoID: number;
                tpTypeID: number;
                tpTypeName: string;
                trainTitle: string;
                trainType: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/TPType/AddTpType': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 新增实训类型（marketType 1-7 决定落地行情页） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            marketType: number;
            tpTypeName: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                landingPath: string;
                marketType: number;
                projectCount: number;
                tpTypeID: number;
                tpTypeName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/TPType/DeleteTpType': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 删除实训类型（其下无项目时） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            tpTypeID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/TPType/SearchTPTypeInfos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 实训类型列表（含落地行情页与项目数） */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                landingPath: string;
                marketType: number;
                projectCount: number;
                tpTypeID: number;
                tpTypeName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 实训类型列表（含落地行情页与项目数） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                landingPath: string;
                marketType: number;
                projectCount: number;
                tpTypeID: number;
                tpTypeName: string;
              }[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/TPType/UpdateTpType': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 修改实训类型 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            marketType: number;
            tpTypeID: number;
            tpTypeName: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                landingPath: string;
                marketType: number;
                projectCount: number;
                tpTypeID: number;
                tpTypeName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/TrainLog/End': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 结束实训：结束给定的日志 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            logIDs: number[] | string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: boolean;
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/TrainLog/GetLogDetails': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 一条实训日志与其间的委托、成交 */
    get: {
      parameters: {
        query: {
          logID: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                buyAmount: number;
                callCount: number;
                className: string;
                comment: string;
                endTime: string | null;
                fillCount: number;
                fills: {
                  amount: number;
                  code: string;
                  fees: number;
                  market: string;
                  orderID: number;
                  price: number;
                  qty: number;
                  reportID: number;
                  side: number;
                  sideName: string;
                  time: string;
                }[];
                logID: number;
                orderCount: number;
                orders: {
                  code: string;
                  filledAmount: number;
                  filledQty: number;
                  market: string;
                  orderID: number;
                  price: number;
                  qty: number;
                  securityName: string;
                  side: number;
                  sideName: string;
                  status: number;
                  statusName: string;
                  time: string;
                }[];
                realName: string;
                score: number | null;
                scoreTime: string | null;
                sellAmount: number;
                startTime: string;
                tpInfoID: number;
                tpTypeID: number;
                trainTitle: string;
                userID: number;
                userName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 一条实训日志与其间的委托、成交 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            logID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                buyAmount: number;
                callCount: number;
                className: string;
                comment: string;
                endTime: string | null;
                fillCount: number;
                fills: {
                  amount: number;
                  code: string;
                  fees: number;
                  market: string;
                  orderID: number;
                  price: number;
                  qty: number;
                  reportID: number;
                  side: number;
                  sideName: string;
                  time: string;
                }[];
                logID: number;
                orderCount: number;
                orders: {
                  code: string;
                  filledAmount: number;
                  filledQty: number;
                  market: string;
                  orderID: number;
                  price: number;
                  qty: number;
                  securityName: string;
                  side: number;
                  sideName: string;
                  status: number;
                  statusName: string;
                  time: string;
                }[];
                realName: string;
                score: number | null;
                scoreTime: string | null;
                sellAmount: number;
                startTime: string;
                tpInfoID: number;
                tpTypeID: number;
                trainTitle: string;
                userID: number;
                userName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/TrainLog/GetLogs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 实训日志列表（学生：自己的；教师与管理员：可按学生、项目、班级筛选） */
    get: {
      parameters: {
        query?: {
          classID?: number;
          pageIndex?: number;
          pageSize?: number;
          tpInfoID?: number;
          userID?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  callCount: number;
                  className: string;
                  comment: string;
                  endTime: string | null;
                  logID: number;
                  orderCount: number;
                  realName: string;
                  score: number | null;
                  scoreTime: string | null;
                  startTime: string;
                  tpInfoID: number;
                  tpTypeID: number;
                  trainTitle: string;
                  userID: number;
                  userName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    put?: never;
    /** 实训日志列表（学生：自己的；教师与管理员：可按学生、项目、班级筛选） */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            classID?: number;
            pageIndex?: number;
            pageSize?: number;
            tpInfoID?: number;
            userID?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                list: {
                  callCount: number;
                  className: string;
                  comment: string;
                  endTime: string | null;
                  logID: number;
                  orderCount: number;
                  realName: string;
                  score: number | null;
                  scoreTime: string | null;
                  startTime: string;
                  tpInfoID: number;
                  tpTypeID: number;
                  trainTitle: string;
                  userID: number;
                  userName: string;
                }[];
                total: number;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/TrainLog/Score': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 教师为已结束的实训日志评分 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            comment?: string;
            logID: number;
            score: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                callCount: number;
                className: string;
                comment: string;
                endedAt: string | null;
                endTime: string | null;
                logID: number;
                orderCount: number;
                realName: string;
                score: number | null;
                scoreTime: string | null;
                startTime: string;
                tpInfoID: number;
                tpTypeID: number;
                trainTitle: string;
                userID: number;
                userName: string;
              };
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/VETrain/TrainLog/Start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 开始实训：新建日志（同一项目进行中则续用），返回日志 id 列表 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            tpInfoID: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: number[];
              isOK: boolean;
              msg: string;
              retCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** T0 */
    'def-0': {
      breedID: number;
      breedName: string;
      breedType: number;
      childBreeds: components['schemas']['def-0'][];
      currencyType: number;
      isAllow: boolean;
      parentID: number;
      showName: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
