import { describe, expect, it } from 'vitest';
import app, {
  closeSideBar,
  pickLanguage,
  setLanguage,
  setSize,
  toggleDevice,
  toggleSideBar,
  type AppState,
} from '@/store/app-slice';
import dictionary, { dictLabel, setDictionaries } from '@/store/dictionary-slice';
import { withSeededWords } from '@/contract/dictionary-words';
import partySearch, { initialPartySearch, resetPartySearch, setPartySearch } from '@/store/party-search-slice';
import session, { clearRoles, initialSession, resetSession, setToken, setUserInfo } from '@/store/session-slice';
import settings, { changeSetting, defaultSettings } from '@/store/settings-slice';
import show, { setShowCanvas, setShowPishi } from '@/store/show-slice';

const userInfo = {
  roles: ['orgdept', 'admin'],
  username: '张三',
  avatar: '',
  introduction: '',
  level: 1,
  orgId: 'o1',
  account: 'orgdept1',
  accountId: 'a1',
  partyMemberId: 'p1',
  partyOrgName: '集团党委',
  roleOptions: [{ value: 'orgdept', name: '组织部' }],
};

describe('session slice', () => {
  it('goes from no token to token set to info loaded', () => {
    let s = initialSession();
    expect(s.token).toBe('');
    s = session(s, setToken('t-1'));
    expect(s.token).toBe('t-1');
    s = session(s, setUserInfo(userInfo));
    expect(s).toMatchObject({
      roles: ['orgdept', 'admin'],
      name: '张三',
      level: '1',
      orgId: 'o1',
      account: 'orgdept1',
      partyOrgName: '集团党委',
    });
  });

  it('clears token, roles, level, orgId, account and partyMemberId on reset', () => {
    const loaded = session(session(initialSession(), setToken('t')), setUserInfo(userInfo));
    const s = session(loaded, resetSession());
    expect(s).toMatchObject({ token: '', roles: [], level: '', orgId: '', account: '', partyMemberId: '' });
  });

  it('forgets only the roles when a role switch makes the guard reload', () => {
    const loaded = session(session(initialSession(), setToken('t')), setUserInfo(userInfo));
    expect(session(loaded, clearRoles())).toMatchObject({ token: 't', roles: [] });
  });
});

describe('app slice', () => {
  const base: AppState = {
    sidebar: { opened: true, withoutAnimation: false },
    device: 'desktop',
    language: 'en',
    size: 'medium',
    backBtnStatus: 'backBtnShow',
  };

  it('hides the back button when the sidebar closes and shows it when it opens', () => {
    const closed = app(base, toggleSideBar());
    expect(closed.sidebar.opened).toBe(false);
    expect(closed.backBtnStatus).toBe('backBtnHidden');
    const opened = app(closed, toggleSideBar());
    expect(opened.backBtnStatus).toBe('backBtnShow');
    expect(app(base, closeSideBar({ withoutAnimation: true }))).toMatchObject({
      sidebar: { opened: false, withoutAnimation: true },
      backBtnStatus: 'backBtnHidden',
    });
  });

  it('switches device, language and size', () => {
    expect(app(base, toggleDevice('mobile')).device).toBe('mobile');
    expect(app(base, setLanguage('zh')).language).toBe('zh');
    expect(app(base, setSize('small')).size).toBe('small');
  });

  it('takes the language from the cookie, else the browser among en, zh, es, else en', () => {
    expect(pickLanguage('es', 'zh-CN')).toBe('es');
    expect(pickLanguage(undefined, 'zh-CN')).toBe('zh');
    expect(pickLanguage(undefined, 'es-MX')).toBe('es');
    expect(pickLanguage(undefined, 'fr-FR')).toBe('en');
    expect(pickLanguage('de', undefined)).toBe('en');
  });

  it('starts at size medium with the sidebar open when no cookie says otherwise', () => {
    const initial = app(undefined, { type: 'init' });
    expect(initial.size).toBe('medium');
    expect(initial.sidebar.opened).toBe(true);
  });
});

describe('settings slice', () => {
  it('defaults to theme #1890ff with the tag bar and the panel hidden', () => {
    expect(defaultSettings).toEqual({
      theme: '#1890ff',
      showSettings: false,
      tagsView: false,
      fixedHeader: false,
      sidebarLogo: true,
    });
  });

  it('changes one setting at a time', () => {
    const s = settings(defaultSettings, changeSetting({ key: 'tagsView', value: true }));
    expect(s.tagsView).toBe(true);
    expect(settings(s, changeSetting({ key: 'theme', value: '#d32d2e' })).theme).toBe('#d32d2e');
  });
});

describe('dictionary slice', () => {
  const raw = {
    memberType: [
      { value: '1', label: '预备党员' },
      { value: '2', label: '正式党员' },
    ],
    sysConfig: [{ value: 'systemName', label: '党建系统' }],
  };

  it('keeps the dictionaries and a value-to-label lookup per dictionary', () => {
    const state = dictionary(dictionary(undefined, setLanguage('zh')), setDictionaries(raw));
    expect(state.lookup.memberType).toEqual({ '1': '预备党员', '2': '正式党员' });
    expect(dictLabel({ dictionary: state }, 'memberType', 2)).toBe('正式党员');
    expect(dictLabel({ dictionary: state }, 'memberType', '9')).toBe('9');
    expect(dictLabel({ dictionary: state }, 'unknown', '1')).toBe('1');
  });

  it('words a seeded label in the language shown, keeps an edited one as written, and follows a change of language', () => {
    const edited = { ...raw, memberType: [raw.memberType[0], { value: '2', label: '正式党员（本地）' }] };
    let state = dictionary(dictionary(undefined, setLanguage('en')), setDictionaries(withSeededWords(edited)));
    expect(state.lookup.memberType).toEqual({ '1': 'Probationary member', '2': '正式党员（本地）' });
    expect(state.dicts.sysConfig[0].label).toBe('党建系统');
    expect(state.raw.memberType[0].label).toBe('预备党员');
    state = dictionary(state, setLanguage('es'));
    expect(dictLabel({ dictionary: state }, 'memberType', '1')).toBe('Miembro en prueba');
    state = dictionary(state, setLanguage('zh'));
    expect(dictLabel({ dictionary: state }, 'memberType', '1')).toBe('预备党员');
  });
});

describe('party search and show slices', () => {
  it('keeps list filters for the way back from a detail and resets them', () => {
    let s = partySearch(undefined, setPartySearch({ pageCurrent: 3, checkFilter: { year: 2026 }, isBack: true }));
    expect(s).toMatchObject({ pageCurrent: 3, checkFilter: { year: 2026 }, isBack: true, agencyFilter: {} });
    s = partySearch(s, resetPartySearch());
    expect(s).toEqual(initialPartySearch);
  });

  it('shows neither the instruction box nor the signature canvas by default', () => {
    const initial = show(undefined, { type: 'init' });
    expect(initial).toEqual({ isShowPishi: false, isShowCanvas: false });
    expect(show(initial, setShowPishi(true)).isShowPishi).toBe(true);
    expect(show(initial, setShowCanvas(true)).isShowCanvas).toBe(true);
  });
});
