/** Series colours of every chart: navy and red of the brand first, then distinct hues. */
export const SERIES_COLORS = ['#1d4279', '#c8161d', '#d4a84b', '#13a8a8', '#722ed1', '#fa8c16', '#2f54eb', '#7cb305'];

/** Colours of charts on the dark dashboard (brighter, for a navy background). */
export const DARK_SERIES_COLORS = ['#4096ff', '#ff7875', '#ffd666', '#5cdbd3', '#b37feb', '#ffa940', '#85a5ff', '#bae637'];

export interface ChartTextColors {
  text: string;
  axis: string;
  split: string;
}

export const LIGHT_TEXT: ChartTextColors = { text: '#4b5563', axis: '#9ca3af', split: '#eef0f3' };
export const DARK_TEXT: ChartTextColors = { text: '#c6d6f2', axis: '#5d7bb0', split: 'rgba(120, 170, 255, 0.15)' };
