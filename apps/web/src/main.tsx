import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { createAppStore } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

const store = createAppStore();
const router = createBrowserRouter(routes);

createRoot(container).render(
  <StrictMode>
    <AppProvider store={store} router={router} />
  </StrictMode>,
);
