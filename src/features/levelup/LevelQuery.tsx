import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormField } from '@/components/FormField';
import { useLevelSearchQuery, type LevelUpKind } from '@/api/levelupApi';
import { asApiError } from '@/api/baseQuery';
import { LevelStandingCard, LevelStandingPending } from './LevelStandingCard';
import { m } from './messages';

type Props = {
  kind: LevelUpKind;
  own: string;
  lookUpOwn: boolean;
  /** A member's info is still on its way: their own standing will be looked up once it is in. */
  pending: boolean;
};

/**
 * The query by account. A signed-in member's own account is filled in and looked up at once; a trial
 * player's is only filled in, because the platform knows no trial players in this programme.
 */
export function LevelQuery({ kind, own, lookUpOwn, pending }: Props) {
  const t = useIntl().formatMessage;
  const [name, setName] = useState(own);
  const [asked, setAsked] = useState(lookUpOwn ? own : '');
  const [empty, setEmpty] = useState(false);
  const search = useLevelSearchQuery({ kind, name: asked }, { skip: !asked });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = name.trim();
    setEmpty(!v);
    if (!v) return;
    if (v === asked) void search.refetch();
    else setAsked(v);
  };
  const error = search.isError && !search.isFetching ? asApiError(search.error) : null;
  const errorText = empty
    ? t(m.emptyError)
    : error
      ? (error.message ?? t({ id: error.messageId ?? 'common.state.errorText' }))
      : undefined;
  return (
    <>
      <form className="lv-card lv-query" onSubmit={submit} noValidate aria-labelledby="lv-query-title">
        <h2 id="lv-query-title">{t(m.querySection)}</h2>
        <FormField
          id="lv-account"
          label={t(m.accountLabel)}
          value={name}
          onChange={setName}
          autoComplete="username"
          autoCapitalize="none"
          maxLength={32}
          placeholder={t(m.accountHint)}
          error={errorText}
          enterKeyHint="search"
        />
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={search.isFetching}
          aria-busy={search.isFetching}
        >
          {t(m.searchButton)}
        </button>
      </form>
      {pending || (search.isFetching && !search.currentData) ? <LevelStandingPending /> : null}
      {search.currentData && !search.isError ? <LevelStandingCard standing={search.currentData} /> : null}
    </>
  );
}
