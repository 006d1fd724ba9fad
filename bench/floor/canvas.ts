import { drawChart, loadData } from './chart.js';

// No framework: the data, then the chart.
void loadData().then((data) =>
  drawChart(document.querySelector('#root')!.appendChild(document.createElement('canvas')), data),
);
