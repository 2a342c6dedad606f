/** A few articles so that the dashboard and /article show something on a fresh start. */
export const SEED_ARTICLES = [
  {
    org: 'G',
    channel: 'announcement',
    title: '关于开展2026年度党员民主评议工作的通知',
    author: '集团组织部',
    state: 'published',
    content:
      '<p>各基层党组织：</p><p>根据党章和有关规定，集团党委决定于12月集中开展年度党员民主评议工作，请各支部结合运营生产实际，合理安排驾驶员、乘务员等倒班党员参加。</p>',
  },
  {
    org: 'G',
    channel: 'announcement',
    title: '关于按时足额缴纳党费的通知',
    author: '集团组织部',
    state: 'published',
    content: '<p>请各党支部于每月15日前完成党费收缴，并在系统中登记。</p>',
  },
  {
    org: 'C1',
    channel: 'announcement',
    title: '第一客运分公司“先锋车组”评选启动',
    author: '第一客运分公司党委',
    state: 'published',
    content: '<p>本次评选面向各车队党员驾驶员，评选结果将在年底表彰。</p>',
  },
  {
    org: 'G',
    channel: 'reglaw',
    title: '中国共产党支部工作条例（试行）',
    author: '集团组织部',
    state: 'published',
    content: '<p>第一章 总则……</p>',
  },
  {
    org: 'G',
    channel: 'shiznews',
    title: '集团开展“党建引领 安全出行”主题活动',
    author: '集团宣传部',
    state: 'published',
    content: '<p>集团各级党组织积极组织党员驾驶员开展安全行车承诺活动。</p>',
  },
  {
    org: 'G',
    channel: 'announcement',
    title: '（草稿）2027年度党建工作要点',
    author: '集团组织部',
    state: 'draft',
    content: '<p>草稿</p>',
  },
];
