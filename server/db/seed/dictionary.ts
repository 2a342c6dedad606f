import { GROUP_NAME } from '../../../src/contract/constants';

type Items = [value: string, label: string][];

const list = (labels: string[]): Items => labels.map((l, i) => [String(i + 1), l]);

/** The code lists the screens need; localities change them in bs_syscode, not in code. */
export const DICTIONARY: Record<string, Items> = {
  sysConfig: [
    ['systemName', `${GROUP_NAME}党建管理系统`],
    ['systemIcon', '/logo.svg'],
  ],
  orgType: list(['党委', '党总支', '党支部', '联合党支部', '党小组']),
  buildMode: list(['单独建立', '联合建立', '依托建立']),
  sex: [['1', '男'], ['2', '女']],
  ethnicity: list(['汉族', '回族', '满族', '蒙古族', '壮族', '维吾尔族', '苗族', '彝族', '土家族', '藏族', '朝鲜族', '其他']),
  education: list(['研究生', '大学本科', '大学专科', '中专', '高中', '初中及以下']),
  post: list(['驾驶员', '乘务员', '调度员', '维修工', '管理人员', '离退休']),
  memberType: [['1', '预备党员'], ['2', '正式党员']],
  memberStatus: list(['正常', '保留党籍', '停止党籍', '出党', '死亡']),
  devStage: list(['入党申请人', '入党积极分子', '发展对象', '预备党员', '正式党员']),
  transferScope: list(['集团内', '省内', '跨省']),
  transferDirection: [['in', '转入'], ['out', '转出']],
  transferStatus: list(['申请', '审批中', '已转出', '已接收', '退回', '撤销']),
  committeePost: list(['书记', '副书记', '组织委员', '宣传委员', '纪检委员', '委员']),
  electionMode: list(['差额选举', '等额选举']),
  termDueState: list(['正常', '6个月内到期', '3个月内到期', '已超期', '已换届']),
  feeCategory: list(['培训', '教育资料', '表彰', '困难党员帮扶', '会议', '场地设备', '其他', '上缴', '下拨']),
  feeStatus: list(['未缴', '已缴', '补缴', '免缴', '减缴']),
  rewardKind: [['1', '奖励'], ['2', '处分']],
  rewardLevel: list(['集团级', '市级', '省级', '国家级']),
  taskType: [['1', '年度任务'], ['2', '星级评定'], ['3', '应急任务']],
  submissionState: list(['待办', '已提交', '已退回', '已通过']),
  meetingType: list(['支部党员大会', '支部委员会', '党小组会', '党课', '组织生活会', '民主评议党员', '主题党日']),
  auditState: list(['草稿', '已提交', '已退回', '已通过']),
  /** The states of the generic review workflow (meetings, activities, summaries, highlights, ...). */
  workflowState: [['draft', '草稿'], ['submitted', '已提交'], ['returned', '已退回'], ['approved', '已通过']],
  reportPeriod: list(['月度', '季度', '半年', '年度']),
  projectKind: list(['党员先锋岗', '党员示范线路', '先锋车组', '党员责任区']),
  voteKind: [['election', '选举'], ['appraisal', '评议'], ['survey', '问卷']],
  questionType: list(['单选题', '多选题', '判断题']),
  difficulty: list(['容易', '中等', '困难']),
  articleChannel: [['announcement', '通知公告'], ['shiznews', '时政新闻'], ['reglaw', '规章制度'], ['mediacvg', '媒体报道']],
  articleState: [['draft', '草稿'], ['published', '已发布'], ['withdrawn', '已撤回']],
  supervisionState: list(['待整改', '整改中', '已整改', '已销号']),
  sealKind: list(['党委印章', '党总支印章', '党支部印章', '专用章']),
  sealState: list(['在用', '停用', '已销毁']),
  accountStatus: [['active', '正常'], ['disabled', '停用']],
  yesNo: [['1', '是'], ['0', '否']],
  matterCategory: [['meetingRule', '会议频次'], ['config', '参数配置']],
  matterPeriod: list(['月', '季度', '半年', '年']),
  indicatorScope: list(['年度任务', '星级评定', '通用']),
  indicatorMeasure: [['meetings', '三会一课达标率'], ['fees', '党费收缴率'], ['tasks', '任务完成得分'], ['exams', '考试合格率'], ['development', '发展党员按期率']],
  // Party affairs and positions: projects, work arrangements, votes, positions.
  projectState: list(['创建中', '运行中', '已授牌', '已撤销']),
  arrangementKind: list(['月度工作指导', '工作通知', '专项部署']),
  arrangementState: [['draft', '草稿'], ['issued', '已下发']],
  arrangementReceiptState: [['pending', '待签收'], ['acknowledged', '已签收'], ['done', '已完成']],
  voteState: [['draft', '草稿'], ['published', '已发布'], ['closed', '已结束'], ['finalised', '已确认结果']],
  positionKind: list(['党员活动室', '党群服务中心', '职工书屋', '党员教育基地', '红色驿站', '其他']),
  // System configuration: the operation log's kinds and actions.
  oplogKind: [['operation', '操作日志'], ['signIn', '登录日志']],
  oplogAction: [
    ['save', '保存'], ['delete', '删除'], ['export', '导出'], ['import', '导入'], ['upload', '上传'], ['transition', '流转'],
    ['issue', '下发'], ['signIn', '登录'], ['refresh', '刷新令牌'], ['switchRole', '切换角色'], ['changePassword', '修改密码'],
    ['resetPassword', '重置密码'], ['seed', '初始化数据'], ['disable', '停用'], ['enable', '启用'], ['unlock', '解锁'],
    ['grantOrgs', '授权组织'], ['generate', '生成党费'], ['pay', '缴纳党费'], ['submit', '提交'], ['read', '阅读'],
    ['studyOpen', '开始学习'], ['start', '开始考试'], ['saveProgress', '保存答题'], ['cast', '投票'],
    ['confirmMakeUp', '确认补学'], ['printLetter', '打印介绍信'],
  ],
  // Work deployment and task handling.
  taskState: [['draft', '草稿'], ['issued', '已下发'], ['closed', '已结束']],
  taskSubmissionState: [['todo', '待办'], ['submitted', '已提交'], ['returned', '已退回'], ['approved', '已通过']],
  // Organisational life (/Partydevelopment).
  activityType: list(['主题党日', '志愿服务', '参观学习', '联建共建', '其他']),
  highlightKind: list(['服务群众', '安全行车', '党建品牌', '先锋模范', '其他']),
  // System and privileges: security (roles' data scope).
  dataScope: [['1', '本组织'], ['2', '本组织及下级'], ['3', '全集团'], ['4', '指定组织']],
  // Fees and rewards
  feeExpenseKind: list(['支出', '上缴', '下拨']),
  penaltyKind: list(['警告', '严重警告', '撤销党内职务', '留党察看', '开除党籍']),
  // Education and exams
  eduChannel: [['mwarningedu', '警示教育'], ['towstdaneact', '两学一做'], ['classbyday', '每日一课']],
  eduContentKind: [['article', '文章'], ['video', '视频'], ['document', '文档']],
  questionKind: [['single', '单选题'], ['multiple', '多选题'], ['judge', '判断题']],
  examState: [['draft', '草稿'], ['published', '已发布']],
  paperMode: [['fixed', '固定试题'], ['rule', '随机抽题']],
};
