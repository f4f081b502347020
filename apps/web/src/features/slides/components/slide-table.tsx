import { Trans, useLingui } from '@lingui/react/macro';
import { PAGES, type Slider } from '@visadesk/contract';
import { DataTable } from '../../../components/ui/data-table';
import { EditDeleteActions } from '../../../components/ui/edit-delete-actions';
import type { Direction } from './reorder';
import { SLIDE_STATUS_WORDS } from './slide-status-words';

export interface EditSlideState {
  slider: Slider;
}

interface SlideTableProps {
  slides: readonly Slider[];
  /** The slide being moved: its buttons (and the others') wait until the move is saved. */
  movingId: string | null;
  onMove: (slide: Slider, direction: Direction) => void;
  onDelete: (slide: Slider) => void;
}

interface SlideRowProps extends Omit<SlideTableProps, 'slides'> {
  slide: Slider;
  /** Where the slide is in the display order, from 0, and how many slides there are. */
  index: number;
  count: number;
}

export const moveButtonId = (id: string, direction: Direction) => `move-${direction}-${id}`;

/** The move buttons name the slide they act on after the visible word ("Move up: Canada visa"). */
function SlideRow({ slide, index, count, movingId, onMove, onDelete }: SlideRowProps) {
  const { i18n, t } = useLingui();
  const title = slide.thumbnail;
  return (
    <tr>
      <th scope="row">{title}</th>
      <td>{slide.title}</td>
      <td>
        <img className="img-thumbnail object-fit-cover" src={slide.image} alt={t`Image of ${title}`} width={96} height={54} loading="lazy" />
      </td>
      <td>
        <span className={`badge ${slide.status === 'published' ? 'text-bg-success' : 'text-bg-secondary'}`}>{i18n._(SLIDE_STATUS_WORDS[slide.status])}</span>
      </td>
      <td>
        <span className="me-2">{index + 1}</span>
        <span className="btn-group btn-group-sm">
          <button id={moveButtonId(slide._id, 'up')} type="button" aria-label={t`Move up: ${title}`} className="btn btn-outline-secondary" disabled={index === 0 || movingId !== null} onClick={() => onMove(slide, 'up')}>
            <Trans>Move up</Trans>
          </button>
          <button id={moveButtonId(slide._id, 'down')} type="button" aria-label={t`Move down: ${title}`} className="btn btn-outline-secondary" disabled={index === count - 1 || movingId !== null} onClick={() => onMove(slide, 'down')}>
            <Trans>Move down</Trans>
          </button>
        </span>
      </td>
      <td className="text-nowrap">
        <EditDeleteActions name={title} editTo={PAGES.editSlider} editState={{ slider: slide } satisfies EditSlideState} onDelete={() => onDelete(slide)} />
      </td>
    </tr>
  );
}

export function SlideTable({ slides, ...actions }: SlideTableProps) {
  const { t } = useLingui();
  return (
    <DataTable headings={[t`SLIDE TITLE`, t`CONTENT`, t`IMAGE`, t`STATUS`, t`ORDER`, t`ACTION`]} className="table-striped bg-white">
      {slides.map((slide, index) => (
        <SlideRow key={slide._id} slide={slide} index={index} count={slides.length} {...actions} />
      ))}
    </DataTable>
  );
}
