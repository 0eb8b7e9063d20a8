// The entry of the shell's server bundle, shell/dist/server/shellServer.js (a CommonJS library the
// Fastify server requires): the renderer and the server-side federation loader, built together so
// they and every remote's server build share one React.
import * as React from 'react';
import * as ReactDOMServer from 'react-dom/server';
import * as ReactRouter from 'react-router';
import * as ReactQuery from '@tanstack/react-query';

export { createServerFederation, sharedModuleUse, type ServerFederation, type ServerFederationOptions } from './serverFederation.ts';
export * from './render.tsx';

/** The bundle's own libraries, which remotes share: for tests and checks that render a route module directly. */
export const serverLibraries = { React, ReactDOMServer, ReactRouter, ReactQuery };
