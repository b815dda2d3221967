/** The receivers' console at /app/: resumes a kept session, then shows the page the address names. */
import { render } from 'preact';
import { App } from './app.tsx';
import { language } from './i18n.ts';
import { resumeSession } from './session.ts';
import './styles.css';

document.documentElement.lang = language;
resumeSession();
render(<App />, document.getElementById('app')!);
