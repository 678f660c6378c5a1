/**
 * The public booking page a branch's QR code opens (/book/{branchCode}): services, then a
 * technician or anyone, then a day and a free time, then the customer's name and phone, then
 * the booking code. In the branch's language, for a phone, and on its own: no sign-in, no
 * local database, no worker, so it works on a phone that never installed the app.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { OnlineBookingResult, OnlineBranch } from '../../domain/online-booking/paths';
import type { ErrorCode } from '../../domain/errors';
import { isValidPhone, stripPhone } from '../../domain/phone';
import { activateLanguage } from '../i18n/activate-language';
import { BookingDone } from './BookingDone';
import { refusalText } from './booking-words';
import { ChooseServices } from './ChooseServices';
import { ChooseTime } from './ChooseTime';
import { CustomerDetails, type Details } from './CustomerDetails';
import { fetchBranch, fetchTimes, PublicApiError, submitBooking } from './public-api';
import { newRequestId } from './request-id';
import { Shell } from './BookingShell';

const Step = { SERVICES: 1, TECHNICIAN: 2, TIME: 3, DETAILS: 4 } as const;
type Step = (typeof Step)[keyof typeof Step];
const PREVIOUS: Record<Step, Step> = { 1: 1, 2: 1, 3: 2, 4: 3 };
const NEXT: Record<Step, Step> = { 1: 2, 2: 3, 3: 4, 4: 4 };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function OnlineBookingPage({ branchCode }: { branchCode: string }) {
  const { t, i18n } = useLingui();
  const [branch, setBranch] = useState<OnlineBranch | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [step, setStep] = useState<Step>(Step.SERVICES);
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  const [technicianId, setTechnicianId] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [times, setTimes] = useState<string[] | null>(null);
  const [loadingTimes, setLoadingTimes] = useState(false);
  const [timesAsked, setTimesAsked] = useState(0);
  const [time, setTime] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [details, setDetails] = useState<Details>({ name: '', phone: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Details, string>>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<OnlineBookingResult | null>(null);
  const requestId = useRef(newRequestId());

  useEffect(() => {
    let live = true;
    fetchBranch(branchCode)
      .then(async (b) => {
        await activateLanguage(b.language);
        if (!live) return;
        setBranch(b);
        setDate(b.firstDate);
      })
      .catch((e: unknown) => live && setLoadError(e));
    return () => {
      live = false;
    };
  }, [branchCode]);

  useEffect(() => {
    if (step !== Step.TIME || !date || serviceIds.length === 0) return;
    let live = true;
    setLoadingTimes(true);
    fetchTimes(branchCode, { date, serviceIds, technicianId })
      .then((answer) => live && setTimes(answer.times))
      .catch((e: unknown) => live && setNotice(refusalText(e, i18n, branch?.branchPhone ?? null)))
      .finally(() => live && setLoadingTimes(false));
    return () => {
      live = false;
    };
  }, [step, date, serviceIds, technicianId, branchCode, timesAsked, i18n, branch]);

  if (loadError) {
    return (
      <Shell>
        <Alert color="red" role="alert">
          {refusalText(loadError, i18n, null)}
        </Alert>
      </Shell>
    );
  }
  if (!branch) {
    return (
      <Shell>
        <Center py="xl">
          <Loader aria-label={t`Loading`} />
        </Center>
      </Shell>
    );
  }
  if (booked) {
    return (
      <Shell title={branch.name}>
        <BookingDone booking={booked} branchName={branch.name} branchPhone={branch.branchPhone} />
      </Shell>
    );
  }

  const services = branch.groups.flatMap((g) => g.services);
  const chosen = services.filter((s) => serviceIds.includes(s.id));
  const able = branch.technicians.filter((tech) => chosen.every((s) => s.technicianIds.includes(tech.id)));

  function chooseDate(value: string) {
    setDate(value);
    setTime(null);
    setTimes(null);
    setNotice(null);
  }

  async function book() {
    const problems: Partial<Record<keyof Details, string>> = {};
    if (!details.name.trim()) problems.name = t`Please enter your name.`;
    if (!branch || !isValidPhone(stripPhone(details.phone.replace(/\D/g, '')), branch.phone)) {
      const digits = branch?.phone.length ?? 10;
      problems.phone = t`Please enter a phone number of ${digits} digits.`;
    }
    if (details.email.trim() && !EMAIL_SHAPE.test(details.email.trim())) problems.email = t`Please enter a valid email, or leave it empty.`;
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !time || !branch) return;
    setBusy(true);
    setSubmitError(null);
    try {
      const result = await submitBooking(branchCode, {
        requestId: requestId.current,
        serviceIds,
        technicianId,
        date,
        time,
        name: details.name.trim(),
        phone: details.phone.replace(/\D/g, ''),
        email: details.email.trim() || null,
      });
      setBooked(result);
    } catch (e) {
      if (e instanceof PublicApiError && e.code === ('ONLINE_SLOT_TAKEN' satisfies ErrorCode)) {
        setNotice(refusalText(e, i18n, branch.branchPhone));
        setTime(null);
        setTimesAsked((n) => n + 1);
        setStep(Step.TIME);
      } else {
        setSubmitError(refusalText(e, i18n, branch.branchPhone));
      }
    } finally {
      setBusy(false);
    }
  }

  const canGoOn = step === Step.SERVICES ? serviceIds.length > 0 : step === Step.TIME ? time !== null : true;
  const stepTitle = {
    [Step.SERVICES]: t`Choose your services`,
    [Step.TECHNICIAN]: t`Choose a technician`,
    [Step.TIME]: t`Choose a day and time`,
    [Step.DETAILS]: t`Your details`,
  }[step];
  const stepNumber = step;

  return (
    <Shell title={branch.name}>
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">{t`Step ${stepNumber} of 4`}</Text>
          <Title order={2} size="h3">
            {stepTitle}
          </Title>
        </div>
        {step === Step.SERVICES ? (
          services.length === 0 ? (
            <Text>{t`No service can be booked online yet. Please call the salon.`}</Text>
          ) : (
            <ChooseServices groups={branch.groups} chosen={serviceIds} onChange={(ids) => {
              setServiceIds(ids);
              setTechnicianId(null);
              setTime(null);
            }} />
          )
        ) : null}
        {step === Step.TECHNICIAN ? (
          <Radio.Group value={technicianId ?? ''} onChange={(v) => { setTechnicianId(v === '' ? null : v); setTime(null); }} label={t`Who would you like?`}>
            <Stack gap="xs" mt="xs">
              <Radio value="" label={t`Anyone available`} />
              {able.map((tech) => (
                <Radio key={tech.id} value={tech.id} label={tech.name} />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        {step === Step.TIME ? (
          <ChooseTime
            date={date}
            firstDate={branch.firstDate}
            lastDate={branch.lastDate}
            onDate={chooseDate}
            times={times}
            loading={loadingTimes}
            time={time}
            onTime={setTime}
            notice={notice}
          />
        ) : null}
        {step === Step.DETAILS ? (
          <>
            <Text size="sm">
              {chosen.map((s) => s.name).join(', ')} · {date} · {time}
            </Text>
            <CustomerDetails value={details} onChange={setDetails} phone={branch.phone} errors={errors} />
            {submitError ? (
              <Alert color="red" role="alert">
                {submitError}
              </Alert>
            ) : null}
          </>
        ) : null}
        <Group justify="space-between">
          {step > Step.SERVICES ? (
            <Button variant="default" onClick={() => setStep((s) => PREVIOUS[s])}>
              {t`Back`}
            </Button>
          ) : (
            <span />
          )}
          {step === Step.DETAILS ? (
            <Button onClick={() => void book()} loading={busy}>
              {t`Book`}
            </Button>
          ) : (
            <Button disabled={!canGoOn} onClick={() => setStep((s) => NEXT[s])}>
              {t`Next`}
            </Button>
          )}
        </Group>
      </Stack>
    </Shell>
  );
}
