import type { TransferLetter } from '@/api/security';
import './transfer-letter.css';

const blank = (v: unknown, width = 6) => (
  <span className="letter-fill" style={{ minWidth: `${width}em` }}>
    {v === null || v === undefined || v === '' ? '\u3000' : String(v)}
  </span>
);
const dateParts = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
};

/** The paper form on one A4 page: stub, letter and receipt, cut apart along the dashed lines; the letter carries the seal. */
export function TransferLetterSheet({ letter }: { letter: TransferLetter }) {
  const no = <div className="letter-no">第 {letter.letterNo} 号</div>;
  const kind = letter.memberType || '正式';
  const [feeYear, feeMonth] = (letter.feesPaidUntil ?? '').split('-');
  return (
    <div className="letter-sheet" data-testid="transfer-letter">
      <section className="letter-part letter-stub">
        <h2>中国共产党党员组织关系介绍信（存根）</h2>
        {no}
        <p className="letter-body">
          {blank(letter.memberName, 5)}同志系中共{blank(kind.replace('党员', ''), 3)}党员，组织关系由
          {blank(letter.fromOrgName, 10)}转到{blank(letter.toOrgName, 10)}。
        </p>
        <div className="letter-date">{dateParts(letter.issuedOn)}</div>
      </section>
      <div className="letter-cut">
        <span>第 {letter.letterNo} 号</span>
      </div>
      <section className="letter-part letter-main">
        <h2>中国共产党党员组织关系介绍信</h2>
        {no}
        <p className="letter-to">{blank(letter.toOrgName, 12)}：</p>
        <p className="letter-body">
          {blank(letter.memberName, 5)}同志（{blank(letter.sex, 1)}），{blank(letter.age, 2)}岁，
          {blank(letter.ethnicity, 2)}，系中共{blank(kind.replace('党员', ''), 3)}党员，身份证号码
          {blank(letter.idNumber, 12)}，由{blank(letter.fromOrgName, 10)}去{blank(letter.toOrgName, 10)}
          ，请转接组织关系。
        </p>
        <p className="letter-body">
          该同志党费已交到{blank(feeYear, 3)}年{blank(feeMonth ? Number(feeMonth) : '', 2)}月。
        </p>
        <p className="letter-valid">（有效期{blank(letter.validDays, 2)}天）</p>
        <div className="letter-sign">
          <div className="letter-issuer">{letter.issuerOrgName}（盖章）</div>
          <div className="letter-date">{dateParts(letter.issuedOn)}</div>
          <img className="letter-seal" src={letter.seal.image} alt={letter.seal.name} data-testid="letter-seal" />
        </div>
        <table className="letter-contact">
          <tbody>
            <tr>
              <td>党员联系电话</td>
              <td />
              <td>原所在基层党委通讯地址</td>
              <td>{letter.issuerOrgName}</td>
            </tr>
            <tr>
              <td>原所在基层党委联系电话</td>
              <td />
              <td>邮编</td>
              <td />
            </tr>
          </tbody>
        </table>
      </section>
      <div className="letter-cut">
        <span>第 {letter.letterNo} 号</span>
      </div>
      <section className="letter-part letter-receipt">
        <h2>中国共产党党员组织关系介绍信回执</h2>
        {no}
        <p className="letter-to">{blank(letter.issuerOrgName, 12)}：</p>
        <p className="letter-body">{blank(letter.memberName, 5)}同志的党员组织关系已转达我处，特此回执。</p>
        <div className="letter-sign">
          <div className="letter-issuer">接收党组织（盖章）</div>
          <div className="letter-date">{'年\u3000\u3000月\u3000\u3000日'}</div>
        </div>
      </section>
    </div>
  );
}
