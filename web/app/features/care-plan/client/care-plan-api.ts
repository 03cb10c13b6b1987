import * as sitesApi from '@studio/api/contract/portal-sites'
import type { CreateSiteInput } from '@studio/api/contract/portal-sites'
import * as workApi from '@studio/api/contract/portal-work'
import type { Milestone, RequestStatus } from '@studio/api/contract/portal-work'
import { callApi } from '#app/api-client/api-client.ts'

// The care plan portal's calls (docs/http-api.md), every one through callApi. The pages share them.

export type { Site, SiteDetail, SiteIncident } from '@studio/api/contract/portal-sites'
export type {
  ClientAccount,
  Milestone,
  Report,
  ReportSummary,
  RequestMessage,
  RequestStatus,
  UpdateRequest,
} from '@studio/api/contract/portal-work'

export const listSites = () => callApi(sitesApi.listSites)
export const loadSite = (id: number) => callApi(sitesApi.getSite, { id })
export const linkSite = (input: CreateSiteInput) => callApi(sitesApi.createSite, input)
export const checkSiteNow = (id: number) => callApi(sitesApi.checkSite, { id })
export const removeSite = (id: number) => callApi(sitesApi.deleteSite, { id })

export const listClients = () => callApi(workApi.clients)
export const loadOwnMilestones = () => callApi(workApi.project)
export const loadClientMilestones = (client: string) => callApi(workApi.clientProject, { client })
export const saveClientMilestones = (client: string, milestones: Milestone[]) =>
  callApi(workApi.saveClientProject, { client, milestones })

export const listRequests = (status?: RequestStatus) => callApi(workApi.requests, status ? { status } : {})
export const loadRequestInbox = () => callApi(workApi.requestInbox)
export const fileRequest = (input: { title: string; body: string; siteId?: number }) =>
  callApi(workApi.fileRequest, input)
export const loadRequestThread = (id: number) => callApi(workApi.requestThread, { id })
export const writeMessage = (id: number, body: string) => callApi(workApi.writeMessage, { id, body })
export const setRequestStatus = (id: number, status: RequestStatus) =>
  callApi(workApi.setRequestStatus, { id, status })

export const listReports = () => callApi(workApi.reports)
export const loadReport = (id: number) => callApi(workApi.report, { id })
export const draftReport = (siteId: number, month: string) => callApi(workApi.draftReport, { siteId, month })
export const saveRoadmap = (id: number, roadmap: string) => callApi(workApi.saveRoadmap, { id, roadmap })
export const publishReport = (id: number) => callApi(workApi.publishReport, { id })
