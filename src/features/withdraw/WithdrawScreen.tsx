import './withdraw.css';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageLayout } from '@/components/PageLayout';
import { HelpLink } from '@/components/HelpLink';
import { Money, useMoneyText } from '@/components/Money';
import { bankApi, useBankListQuery, useBankTypesQuery } from '@/api/bankApi';
import { useConfigsQuery } from '@/api/systemApi';
import { configValue } from '@/api/configAnswers';
import { useAppSelector } from '@/state/hooks';
import { selectMember } from '@/state/sessionSlice';
import { useOpeningSettled } from '@/state/openingSettled';
import { useFirstInput } from '@/state/useFirstInput';
import { PATHS } from '@/state/paths';
import type { OpeningReads } from '@/state/openingReads';
import { CardStep, QkPwdStep, RealnameStep } from './PrerequisiteSteps';
import { WithdrawForm } from './WithdrawForm';
import { RecentDrawings } from './RecentDrawings';
import { WithdrawSkeleton } from './WithdrawSkeleton';
import { useWithdrawFlow } from './useWithdrawFlow';
import { drawingLimits } from './withdrawFigures';
import { withdrawalFigures } from '@/lib/withdrawalFee';
import { m } from './messages';

// The sheet (and the popup library under it) is only needed at the confirm step: it is fetched and mounted once the
// member starts using the form (or at that step, if sooner), never while the page loads. Mounted as soon as the
// opening had settled, its code and its springs made the load's last long task (about 50 ms at 4x).
const PasscodeSheet = lazy(() => import('@/components/PasscodeSheet').then((x) => ({ default: x.PasscodeSheet })));

// The checks read the member's accounts: asked for as the app boots here, so the form does not wait for a second
// round trip after its first frame.
const openingReads: OpeningReads = (dispatch) => {
  dispatch(bankApi.util.prefetch('bankList', undefined, {}));
};
WithdrawScreen.openingReads = openingReads;

/** /Member/ApplyDrawing: prerequisites in order, then account, amount, passcode, one submit, result. */
export function WithdrawScreen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useMoneyText();
  const member = useAppSelector(selectMember);
  const opened = useOpeningSettled();
  const using = useFirstInput();
  const [state, send] = useWithdrawFlow();
  const banks = useBankListQuery();
  // Only the card step needs the bank list: it is not asked for while the checks are still running, nor before the
  // opening form has painted.
  const bankTypes = useBankTypesQuery(undefined, { skip: state.hasTag('loading') || !opened });
  const basic = useConfigsQuery({ group: 'basic' });
  const drawing = useConfigsQuery({ group: 'drawing' });
  const { min, max } = drawingLimits(configValue(basic.data, 'drawing_money_size_json'));
  const limits = { min, max, available: member?.money ?? '0' };
  const busy = state.hasTag('busy');
  const c = state.context;
  const cards = banks.data?.cards ?? [];
  const types = bankTypes.data?.types ?? banks.data?.types ?? [];

  let body: ReactNode;
  // The form waits for the drawing settings too: the rebate-fee notice they decide must not appear after it.
  const settling = state.hasTag('loading') || ((basic.isLoading || drawing.isLoading) && state.matches('form'));
  if (settling) {
    body = <WithdrawSkeleton />;
  } else if (state.matches('checkFailed')) {
    body = (
      <div className="query-state" role="alert">
        <p>{t(m.checkFailedText)}</p>
        <button type="button" className="btn btn-ghost" onClick={() => send({ type: 'check.retry' })}>
          {t(m.retryButton)}
        </button>
        <HelpLink look="line" />
      </div>
    );
  } else if (state.matches('needRealname') || state.matches('savingRealname')) {
    body = (
      <RealnameStep
        busy={busy}
        errors={c.fieldErrors}
        onSubmit={(realname) => send({ type: 'realname.submit', realname })}
      />
    );
  } else if (state.matches('needQkPwd') || state.matches('savingQkPwd')) {
    body = (
      <QkPwdStep
        busy={busy}
        errors={c.fieldErrors}
        onSubmit={(pwd, confirm) => send({ type: 'qkPwd.set', pwd, confirm })}
      />
    );
  } else if (state.matches('needCard') || state.matches('savingCard')) {
    body = (
      <CardStep
        busy={busy}
        types={types}
        ownerName={member?.realname ?? ''}
        onSubmit={(card) => send({ type: 'card.submit', card })}
      />
    );
  } else if (state.matches('done')) {
    body = (
      <section className="withdraw-card withdraw-result" role="status">
        <p>{t(m.doneText)}</p>
        <p className="withdraw-result-amount">
          <Money value={c.result?.amount ?? 0} />
        </p>
        <button type="button" className="btn btn-primary btn-block" onClick={() => send({ type: 'flow.restart' })}>
          {t(m.againButton)}
        </button>
      </section>
    );
  } else {
    body = (
      <WithdrawForm
        name={member?.name ?? ''}
        cards={cards}
        limits={limits}
        mlMoney={member?.ml_money ?? '0'}
        feePercent={configValue(drawing.data, 'ml_drawing_percent')}
        context={c}
        busy={busy || state.matches('confirming')}
        send={send}
      />
    );
  }

  const confirming = state.matches('confirming') || state.matches('submitting');
  // The figures the platform will record: the amount taken, its fee while turnover is owed, and what arrives.
  const figures = withdrawalFigures(c.amount, member?.ml_money, configValue(drawing.data, 'ml_drawing_percent'));
  const facts = figures
    ? [
        { label: t(m.confirmAmountLabel), value: money(figures.amount) },
        { label: t(m.confirmFeeLabel), value: money(figures.fee) },
        { label: t(m.confirmReceiveLabel), value: money(figures.receive), strong: true },
      ]
    : undefined;
  return (
    <PageLayout titleId={m.titleText.id} fallback={PATHS.Center} right={<HelpLink />}>
      {body}
      {/* Placed once the form is in, so its arrival cannot push the records down. */}
      <RecentDrawings visible={!settling} />
      {settling || !(using || confirming) ? null : (
        <Suspense fallback={null}>
          <PasscodeSheet
            visible={confirming}
            title={t(m.passcodeTitle)}
            detail={figures ? undefined : t({ id: m.passcodeDetailText.id }, { amount: money(c.amount) })}
            facts={facts}
            error={c.fieldErrors.qkPwd ? t(m.passcodeFormatError) : undefined}
            busy={state.matches('submitting')}
            onSubmit={(pwd) => send({ type: 'passcode.submit', pwd })}
            onCancel={() => send({ type: 'confirm.cancel' })}
          />
        </Suspense>
      )}
    </PageLayout>
  );
}
