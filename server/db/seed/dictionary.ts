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
  /** Term length in years by organisation type (value = orgType, label = years). */
  termYears: [['1', '5'], ['2', '3'], ['3', '3'], ['4', '3'], ['5', '3']],
  feeCategory: list(['培训', '教育资料', '表彰', '困难党员帮扶', '会议', '场地设备', '其他', '上缴', '下拨']),
  feeStatus: list(['未缴', '已缴', '补缴', '免缴']),
  rewardKind: [['1', '奖励'], ['2', '处分']],
  rewardLevel: list(['集团级', '市级', '省级', '国家级']),
  taskType: [['1', '年度任务'], ['2', '星级评定'], ['3', '应急任务']],
  submissionState: list(['待办', '已提交', '已退回', '已通过']),
  meetingType: list(['支部党员大会', '支部委员会', '党小组会', '党课', '组织生活会', '民主评议']),
  auditState: list(['草稿', '已提交', '已退回', '已通过']),
  reportPeriod: list(['月度', '季度', '半年', '年度']),
  projectKind: list(['党员先锋岗', '党员示范线路', '先锋车组', '党员责任区']),
  voteKind: list(['选举', '评议', '问卷']),
  questionType: list(['单选题', '多选题', '判断题']),
  difficulty: list(['容易', '中等', '困难']),
  articleChannel: [['announcement', '通知公告'], ['shiznews', '时政新闻'], ['reglaw', '规章制度'], ['mediacvg', '媒体报道']],
  articleState: [['draft', '草稿'], ['published', '已发布'], ['withdrawn', '已撤回']],
  supervisionState: list(['待整改', '整改中', '已整改', '已销号']),
  sealKind: list(['党委印章', '党总支印章', '党支部印章', '专用章']),
  sealState: list(['在用', '停用', '已销毁']),
  accountStatus: [['active', '正常'], ['disabled', '停用']],
  yesNo: [['1', '是'], ['0', '否']],
};
