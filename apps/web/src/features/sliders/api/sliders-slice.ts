import { createAsyncThunk, createSlice, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { SLIDER_MESSAGES, type ErrorResponse, type Slider, type UpdateSliderInput } from '@visadesk/contract';
import { useDispatch, useSelector } from 'react-redux';
import { isApiError } from '../../../lib/api-client';
import type { NewSlide } from './slider-calls';

export type SlidersStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface SlidersState {
  items: Slider[];
  status: SlidersStatus;
  error: string | null;
}

export interface WithSliders {
  sliders: SlidersState;
}

/** What a failed call rejects with, as in the original client: a fixed text or the server's response body. */
export type SliderRejection = string | ErrorResponse;

interface ThunkConfig {
  state: WithSliders;
  rejectValue: SliderRejection;
}

/**
 * The store is part of every page, the public ones included; the calls (and the Zod schemas they
 * check answers with) load only when a staff screen first uses them.
 */
const calls = () => import('./slider-calls');

export const initialSlidersState: SlidersState = { items: [], status: 'idle', error: null };

/** Fetch, update and delete: 404 names the missing resource; no answer at all is unexpected. */
function storeRejection(error: unknown): SliderRejection {
  if (!isApiError(error)) return SLIDER_MESSAGES.unexpectedError;
  return error.status === 404 ? SLIDER_MESSAGES.resourceNotFound : error.body;
}

/** Add keeps the server's body, or else the error's own message. */
function addRejection(error: unknown): SliderRejection {
  if (isApiError(error)) return error.body;
  return error instanceof Error ? error.message : SLIDER_MESSAGES.unexpectedError;
}

export function rejectionMessage(rejection: SliderRejection | undefined): string | null {
  if (rejection === undefined) return null;
  return typeof rejection === 'string' ? rejection : rejection.message;
}

export const fetchSliders = createAsyncThunk<Slider[], void, ThunkConfig>('sliders/fetch', async (_, { rejectWithValue }) => {
  try {
    return await (await calls()).getSliders();
  } catch (error) {
    return rejectWithValue(storeRejection(error));
  }
});

export const addSlider = createAsyncThunk<Slider, NewSlide, ThunkConfig>('sliders/add', async (slide, { rejectWithValue }) => {
  try {
    return await (await calls()).postSlider(slide);
  } catch (error) {
    return rejectWithValue(addRejection(error));
  }
});

export const updateSlider = createAsyncThunk<Slider, { id: string; changes: UpdateSliderInput }, ThunkConfig>(
  'sliders/update',
  async ({ id, changes }, { rejectWithValue }) => {
    try {
      return await (await calls()).putSlider(id, changes);
    } catch (error) {
      return rejectWithValue(storeRejection(error));
    }
  },
);

/** Replacing the image is an update too: the answer replaces the slide with the same _id. */
export const updateSliderImage = createAsyncThunk<Slider, { id: string; image: File }, ThunkConfig>(
  'sliders/updateImage',
  async ({ id, image }, { rejectWithValue }) => {
    try {
      return await (await calls()).putSliderImage(id, image);
    } catch (error) {
      return rejectWithValue(storeRejection(error));
    }
  },
);

export const deleteSlider = createAsyncThunk<string, string, ThunkConfig>('sliders/delete', async (id, { rejectWithValue }) => {
  try {
    return await (await calls()).removeSlider(id);
  } catch (error) {
    return rejectWithValue(storeRejection(error));
  }
});

function replaceItem(state: SlidersState, slider: Slider): void {
  const index = state.items.findIndex((item) => item._id === slider._id);
  if (index !== -1) state.items[index] = slider;
}

// Failed adds, updates and deletes have no case: they leave the state as it was, as in the original client.
const slidersSlice = createSlice({
  name: 'sliders',
  initialState: initialSlidersState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchSliders.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchSliders.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.items = action.payload;
      })
      .addCase(fetchSliders.rejected, (state, action) => {
        state.status = 'failed';
        state.error = rejectionMessage(action.payload) ?? action.error.message ?? SLIDER_MESSAGES.unexpectedError;
      })
      .addCase(addSlider.fulfilled, (state, action) => {
        state.items.push(action.payload);
      })
      .addCase(updateSlider.fulfilled, (state, action) => replaceItem(state, action.payload))
      .addCase(updateSliderImage.fulfilled, (state, action) => replaceItem(state, action.payload))
      .addCase(deleteSlider.fulfilled, (state, action) => {
        state.items = state.items.filter((item) => item._id !== action.payload);
      });
  },
});

export const slidersReducer = slidersSlice.reducer;

export const selectSliders = (state: WithSliders): SlidersState => state.sliders;

export const useSliderDispatch = useDispatch.withTypes<ThunkDispatch<WithSliders, unknown, UnknownAction>>();
export const useSliderSelector = useSelector.withTypes<WithSliders>();
