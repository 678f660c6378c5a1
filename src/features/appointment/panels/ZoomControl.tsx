/** The right filter's column-width zoom: a slider and one-step buttons in a popover, fetched on first use (ZoomSlider.tsx). */
import { useLingui } from '@lingui/react/macro';
import { OverlayOnFirstUse } from '../../../components/OverlayOnFirstUse';
import { ButtonLook } from '../../../components/button-look';

const loadPopover = () => import('./ZoomSlider').then((m) => m.ZoomOverlay);

export function ZoomControl(props: { value: number; onChange: (width: number) => void }) {
  const { t } = useLingui();
  return <OverlayOnFirstUse load={loadPopover} overlay={{ width: props.value, onWidth: props.onChange }} trigger={<ButtonLook variant="default">{t`Column width`}</ButtonLook>} />;
}
