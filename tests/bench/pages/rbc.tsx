/**
 * The peer: react-big-calendar's day view with one column per technician (resources) and its
 * drag-and-drop addon, as a salon would set it up, fed the same day as our board. Moving an
 * appointment updates the calendar's events the way its documentation shows (controlled state).
 */
import { StrictMode, useCallback, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import dayjs from 'dayjs';
import { Calendar, dayjsLocalizer, Views, type EventProps } from 'react-big-calendar';
import dragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import './rbc.css';
import type { PeerDay } from './peer-day';

type Ev = { id: string; title: string; status: string; start: Date; end: Date; resourceId: string; isBreak?: boolean };
type Res = { id: string; title: string };

const localizer = dayjsLocalizer(dayjs);
// The addon is CommonJS only: imported from an ES module package, its default is the whole exports object.
const withDragAndDrop = (dragAndDrop as unknown as { default?: typeof dragAndDrop }).default ?? dragAndDrop;
const DnDCalendar = withDragAndDrop<Ev, Res>(Calendar);

const STATUS_COLOURS: Record<string, string> = {
  New: '#fd7e14',
  Waiting: '#228be6',
  CheckIn: '#7950f2',
  Processing: '#40c057',
  Completed: '#868e96',
};

// "YYYY-MM-DD HH:mm" on the branch wall clock (the page runs in the branch's time zone).
const at = (value: string): Date => dayjs(value).toDate();

function EventBox({ event }: EventProps<Ev>) {
  return <span data-ev={event.isBreak ? undefined : event.id}>{event.title}</span>;
}

function Board({ day }: { day: PeerDay }) {
  const [events, setEvents] = useState<Ev[]>(() =>
    day.events.map((e) => ({ id: e.id, title: e.title, status: e.status, start: at(e.start), end: at(e.end), resourceId: e.resourceId })),
  );
  const breaks = useMemo<Ev[]>(
    () => day.breaks.map((b) => ({ id: b.id, title: b.title, status: 'Break', start: at(b.start), end: at(b.end), resourceId: b.resourceId, isBreak: true })),
    [day],
  );
  const move = useCallback(({ event, start, end, resourceId }: EventInteractionArgs<Ev>) => {
    setEvents((prev) =>
      prev.map((e) =>
        e.id === event.id ? { ...e, start: new Date(start), end: new Date(end), resourceId: typeof resourceId === 'string' ? resourceId : e.resourceId } : e,
      ),
    );
  }, []);
  const date = useMemo(() => at(`${day.date} 00:00`), [day.date]);
  return (
    <div className="bench-calendar">
      <DnDCalendar
        localizer={localizer}
        date={date}
        onNavigate={() => undefined}
        defaultView={Views.DAY}
        views={[Views.DAY]}
        toolbar={false}
        events={events}
        backgroundEvents={breaks}
        resources={day.resources}
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        step={15}
        timeslots={4}
        min={at(`${day.date} ${day.min}`)}
        max={at(`${day.date} ${day.max}`)}
        scrollToTime={at(`${day.date} ${day.scrollTo}`)}
        components={{ event: EventBox }}
        eventPropGetter={(e) => (e.isBreak ? { className: 'bench-break' } : { style: { backgroundColor: STATUS_COLOURS[e.status] ?? '#228be6' } })}
        onEventDrop={move}
        onEventResize={move}
        resizable
        draggableAccessor={() => true}
      />
    </div>
  );
}

async function main(): Promise<void> {
  const size = new URLSearchParams(location.search).get('size') ?? '10x80';
  const day = (await (await fetch(`./data/${size}.json`)).json()) as PeerDay;
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  createRoot(root).render(
    <StrictMode>
      <Board day={day} />
    </StrictMode>,
  );
}

void main();
