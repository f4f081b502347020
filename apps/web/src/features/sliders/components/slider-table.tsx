import { PAGES, SLIDER_STATUS_LABELS, type Slider } from '@visadesk/contract';
import { EditDeleteActions } from '../../../components/ui/edit-delete-actions';
import type { Direction } from './reorder';

export interface EditSliderState {
  slider: Slider;
}

interface SliderTableProps {
  slides: readonly Slider[];
  /** The slide being moved: its buttons (and the others') wait until the move is saved. */
  movingId: string | null;
  onMove: (slide: Slider, direction: Direction) => void;
  onDelete: (slide: Slider) => void;
}

export const moveButtonId = (id: string, direction: Direction) => `move-${direction}-${id}`;

/** The visible action word first, then the slide it acts on ("Edit: Canada visa"). */
const named = (action: string, slide: Slider) => `${action}: ${slide.thumbnail}`;

export function SliderTable({ slides, movingId, onMove, onDelete }: SliderTableProps) {
  return (
    <div className="table-responsive">
      <table className="table table-striped align-middle bg-white">
        <thead>
          <tr>
            <th scope="col">SLIDE TITLE</th>
            <th scope="col">CONTENT</th>
            <th scope="col">IMAGE</th>
            <th scope="col">STATUS</th>
            <th scope="col">ORDER</th>
            <th scope="col">ACTION</th>
          </tr>
        </thead>
        <tbody>
          {slides.map((slide, index) => (
            <tr key={slide._id}>
              <th scope="row">{slide.thumbnail}</th>
              <td>{slide.title}</td>
              <td>
                <img className="img-thumbnail object-fit-cover" src={slide.image} alt={`Image of ${slide.thumbnail}`} width={96} height={54} loading="lazy" />
              </td>
              <td>
                <span className={`badge ${slide.status === 'published' ? 'text-bg-success' : 'text-bg-secondary'}`}>
                  {SLIDER_STATUS_LABELS[slide.status]}
                </span>
              </td>
              <td>
                <span className="me-2">{index + 1}</span>
                <span className="btn-group btn-group-sm">
                  <button id={moveButtonId(slide._id, 'up')} type="button" aria-label={named('Move up', slide)} className="btn btn-outline-secondary" disabled={index === 0 || movingId !== null} onClick={() => onMove(slide, 'up')}>
                    Move up
                  </button>
                  <button id={moveButtonId(slide._id, 'down')} type="button" aria-label={named('Move down', slide)} className="btn btn-outline-secondary" disabled={index === slides.length - 1 || movingId !== null} onClick={() => onMove(slide, 'down')}>
                    Move down
                  </button>
                </span>
              </td>
              <td className="text-nowrap">
                <EditDeleteActions name={slide.thumbnail} editTo={PAGES.editSlider} editState={{ slider: slide } satisfies EditSliderState} onDelete={() => onDelete(slide)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
