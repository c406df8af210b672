import { accessKeyDigit } from '../../src/lib/nfe-key'

// Invoice XML files shaped as the published layouts print them (NF-e 4.00 MOC, NFS-e Nacional leiaute 1.00,
// ABRASF 2.04): the demo seed imports them, and the parser and import tests read them.

export type NfeSpec = {
  emitCnpj: string
  emitNome: string
  destDoc: string
  destNome: string
  numero: number
  serie?: number
  /** YYYY-MM-DD; the date-time is written with the issuer's -03:00 offset. */
  emissao: string
  itens: { codigo: string; descricao: string; quantidade: string; unitario: string; total: string }[]
  /** Duplicatas: due date and amount ('1234.56'). */
  dups?: { vencimento: string; valor: string }[]
  vIcms?: string
  vIpi?: string
  protocolo?: boolean
  /** Replaces the right check digit, for tests of a broken key. */
  wrongDigit?: boolean
}

const sum = (values: string[]) => {
  const c = values.reduce((s, v) => s + Math.round(Number(v) * 100), 0)
  return (c / 100).toFixed(2)
}

/** The 44-character key of an NF-e issued in São Paulo (cUF 35) by `cnpj` (numeric or alphanumeric). */
export function nfeKey(cnpj: string, emissao: string, numero: number, serie = 1, wrongDigit = false) {
  const aamm = emissao.slice(2, 4) + emissao.slice(5, 7)
  const first43 = `35${aamm}${cnpj}55${String(serie).padStart(3, '0')}${String(numero).padStart(9, '0')}1${String(
    (numero * 7919) % 1e8,
  ).padStart(8, '0')}`
  const digit = accessKeyDigit(first43)
  return first43 + String(wrongDigit ? (digit + 1) % 10 : digit)
}

const party = (doc: string) => (doc.length === 11 ? `<CPF>${doc}</CPF>` : `<CNPJ>${doc}</CNPJ>`)

export function nfeXml(s: NfeSpec): string {
  const serie = s.serie ?? 1
  const key = nfeKey(s.emitCnpj, s.emissao, s.numero, serie, s.wrongDigit)
  const vProd = sum(s.itens.map((i) => i.total))
  const vIpi = s.vIpi ?? '0.00'
  const vNF = sum([vProd, vIpi])
  const dets = s.itens
    .map(
      (
        it,
        n,
      ) => `<det nItem="${n + 1}"><prod><cProd>${it.codigo}</cProd><cEAN>SEM GTIN</cEAN><xProd>${it.descricao}</xProd>
<NCM>84713012</NCM><CFOP>5102</CFOP><uCom>UN</uCom><qCom>${it.quantidade}</qCom><vUnCom>${it.unitario}</vUnCom>
<vProd>${it.total}</vProd><cEANTrib>SEM GTIN</cEANTrib><uTrib>UN</uTrib><qTrib>${it.quantidade}</qTrib>
<vUnTrib>${it.unitario}</vUnTrib><indTot>1</indTot></prod><imposto><ICMS><ICMS00><orig>0</orig><CST>00</CST>
<modBC>3</modBC><vBC>${it.total}</vBC><pICMS>18.00</pICMS><vICMS>0.00</vICMS></ICMS00></ICMS></imposto></det>`,
    )
    .join('\n')
  const dups = s.dups ?? []
  const cobr =
    dups.length === 0
      ? ''
      : `<cobr><fat><nFat>${s.numero}</nFat><vOrig>${vNF}</vOrig><vDesc>0.00</vDesc><vLiq>${sum(dups.map((d) => d.valor))}</vLiq></fat>
${dups.map((d, i) => `<dup><nDup>${String(i + 1).padStart(3, '0')}</nDup><dVenc>${d.vencimento}</dVenc><vDup>${d.valor}</vDup></dup>`).join('')}</cobr>`
  const nfe = `<NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe Id="NFe${key}" versao="4.00">
<ide><cUF>35</cUF><cNF>${key.slice(35, 43)}</cNF><natOp>VENDA DE MERCADORIA</natOp><mod>55</mod><serie>${serie}</serie>
<nNF>${s.numero}</nNF><dhEmi>${s.emissao}T10:15:00-03:00</dhEmi><tpNF>1</tpNF><idDest>1</idDest><cMunFG>3550308</cMunFG>
<tpImp>1</tpImp><tpEmis>1</tpEmis><cDV>${key[43]}</cDV><tpAmb>1</tpAmb><finNFe>1</finNFe><indFinal>0</indFinal>
<indPres>9</indPres><procEmi>0</procEmi><verProc>ERP 4.2</verProc></ide>
<emit>${party(s.emitCnpj)}<xNome>${s.emitNome}</xNome><enderEmit><xLgr>Rua Vergueiro</xLgr><nro>1000</nro>
<xBairro>Liberdade</xBairro><cMun>3550308</cMun><xMun>São Paulo</xMun><UF>SP</UF><CEP>01504000</CEP></enderEmit>
<IE>111222333444</IE><CRT>3</CRT></emit>
<dest>${party(s.destDoc)}<xNome>${s.destNome}</xNome><indIEDest>9</indIEDest></dest>
${dets}
<total><ICMSTot><vBC>${vProd}</vBC><vICMS>${s.vIcms ?? '0.00'}</vICMS><vICMSDeson>0.00</vICMSDeson><vFCP>0.00</vFCP>
<vBCST>0.00</vBCST><vST>0.00</vST><vFCPST>0.00</vFCPST><vFCPSTRet>0.00</vFCPSTRet><vProd>${vProd}</vProd>
<vFrete>0.00</vFrete><vSeg>0.00</vSeg><vDesc>0.00</vDesc><vII>0.00</vII><vIPI>${vIpi}</vIPI><vIPIDevol>0.00</vIPIDevol>
<vPIS>0.00</vPIS><vCOFINS>0.00</vCOFINS><vOutro>0.00</vOutro><vNF>${vNF}</vNF></ICMSTot></total>
<transp><modFrete>9</modFrete></transp>
${cobr}
<pag><detPag><tPag>15</tPag><vPag>${vNF}</vPag></detPag></pag>
</infNFe><Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo/><SignatureValue>AAAA</SignatureValue></Signature></NFe>`
  if (!s.protocolo) return `<?xml version="1.0" encoding="UTF-8"?>${nfe}`
  return `<?xml version="1.0" encoding="UTF-8"?><nfeProc versao="4.00" xmlns="http://www.portalfiscal.inf.br/nfe">${nfe}
<protNFe versao="4.00"><infProt><tpAmb>1</tpAmb><verAplic>SP_NFE_PL009_V4</verAplic><chNFe>${key}</chNFe>
<dhRecbto>${s.emissao}T10:16:02-03:00</dhRecbto><nProt>135${s.emissao.slice(2, 4)}0${String(s.numero).padStart(10, '0')}</nProt>
<digVal>Zm9vYmFy</digVal><cStat>100</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo></infProt></protNFe></nfeProc>`
}

export type NfseSpec = {
  prestCnpj: string
  prestNome: string
  tomaDoc: string
  tomaNome: string
  numero: number
  emissao: string
  competencia: string
  descricao: string
  valor: string
  iss: string
  /** ISS withheld by the taker (the net amount drops by it). */
  issRetido?: boolean
  wrongDigit?: boolean
}

/** The 50-character key of an NFS-e Nacional issued in São Paulo (3550308) by a CNPJ, with its mod-11 digit. */
export function nfseKey(cnpj: string, numero: number, emissao: string, wrongDigit = false) {
  const first49 = `3550308${'2'}${'2'}${cnpj.padStart(14, '0')}${String(numero).padStart(13, '0')}${emissao.slice(2, 4)}${emissao.slice(5, 7)}${String((numero * 104729) % 1e9).padStart(9, '0')}`
  const digit = accessKeyDigit(first49)
  return first49 + String(wrongDigit ? (digit + 1) % 10 : digit)
}

/** An NFS-e of the national standard (SEFIN Nacional, leiaute 1.00), issued in São Paulo. */
export function nfseNacionalXml(s: NfseSpec): string {
  const id = `NFS${nfseKey(s.prestCnpj, s.numero, s.emissao, s.wrongDigit)}`
  const liquido = s.issRetido ? sum([s.valor, `-${s.iss}`]) : s.valor
  return `<?xml version="1.0" encoding="UTF-8"?>
<NFSe xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.00"><infNFSe Id="${id}">
<xLocEmi>São Paulo</xLocEmi><xLocPrestacao>São Paulo</xLocPrestacao><nNFSe>${s.numero}</nNFSe><cLocIncid>3550308</cLocIncid>
<xLocIncid>São Paulo</xLocIncid><xTribNac>Consultoria</xTribNac><verAplic>SefinNac_1.0</verAplic><ambGer>2</ambGer>
<tpEmis>1</tpEmis><procEmi>1</procEmi><cStat>100</cStat><dhProc>${s.emissao}T09:00:00-03:00</dhProc><nDFSe>${s.numero}</nDFSe>
<emit><CNPJ>${s.prestCnpj}</CNPJ><IM>12345678</IM><xNome>${s.prestNome}</xNome><enderNac><xLgr>Av. Paulista</xLgr>
<nro>1000</nro><xBairro>Bela Vista</xBairro><cMun>3550308</cMun><UF>SP</UF><CEP>01310100</CEP></enderNac></emit>
<valores><vBC>${s.valor}</vBC><pAliqAplic>5.00</pAliqAplic><vISSQN>${s.iss}</vISSQN><vTotalRet>${s.issRetido ? s.iss : '0.00'}</vTotalRet><vLiq>${liquido}</vLiq></valores>
<DPS versao="1.00"><infDPS Id="DPS355030822${s.prestCnpj.padStart(14, '0')}00900${String(s.numero).padStart(15, '0')}">
<tpAmb>1</tpAmb><dhEmi>${s.emissao}T08:59:00-03:00</dhEmi><verAplic>ERP</verAplic><serie>900</serie><nDPS>${s.numero}</nDPS>
<dCompet>${s.competencia}</dCompet><tpEmit>1</tpEmit><cLocEmi>3550308</cLocEmi>
<prest><CNPJ>${s.prestCnpj}</CNPJ><regTrib><opSimpNac>1</opSimpNac><regEspTrib>0</regEspTrib></regTrib></prest>
<toma>${party(s.tomaDoc)}<xNome>${s.tomaNome}</xNome></toma>
<serv><locPrest><cLocPrestacao>3550308</cLocPrestacao></locPrest><cServ><cTribNac>170101</cTribNac><xDescServ>${s.descricao}</xDescServ></cServ></serv>
<valores><vServPrest><vServ>${s.valor}</vServ></vServPrest><trib><tribMun><tribISSQN>1</tribISSQN><tpRetISSQN>${s.issRetido ? 2 : 1}</tpRetISSQN>
<pAliq>5.00</pAliq></tribMun><totTrib><indTotTrib>0</indTotTrib></totTrib></trib></valores></infDPS></DPS>
</infNFSe></NFSe>`
}

/** An ABRASF 2.04 NFS-e (CompNfse as the municipal web services answer it). */
export function nfseAbrasfXml(s: NfseSpec): string {
  const liquido = s.issRetido ? sum([s.valor, `-${s.iss}`]) : s.valor
  return `<?xml version="1.0" encoding="UTF-8"?>
<ConsultarNfseRpsResposta xmlns="http://www.abrasf.org.br/nfse.xsd"><CompNfse><Nfse versao="2.04"><InfNfse Id="nfse${s.numero}">
<Numero>${s.numero}</Numero><CodigoVerificacao>X7K2M9QP</CodigoVerificacao><DataEmissao>${s.emissao}T14:20:00</DataEmissao>
<ValoresNfse><BaseCalculo>${s.valor}</BaseCalculo><Aliquota>5.00</Aliquota><ValorIss>${s.iss}</ValorIss><ValorLiquidoNfse>${liquido}</ValorLiquidoNfse></ValoresNfse>
<PrestadorServico><IdentificacaoPrestador><CpfCnpj><Cnpj>${s.prestCnpj}</Cnpj></CpfCnpj><InscricaoMunicipal>998877</InscricaoMunicipal></IdentificacaoPrestador>
<RazaoSocial>${s.prestNome}</RazaoSocial><Endereco><Endereco>Rua da Quitanda</Endereco><Numero>80</Numero><CodigoMunicipio>3304557</CodigoMunicipio><Uf>RJ</Uf></Endereco></PrestadorServico>
<OrgaoGerador><CodigoMunicipio>3304557</CodigoMunicipio><Uf>RJ</Uf></OrgaoGerador>
<DeclaracaoPrestacaoServico><InfDeclaracaoPrestacaoServico Id="rps${s.numero}"><Rps><IdentificacaoRps><Numero>${s.numero}</Numero><Serie>A</Serie><Tipo>1</Tipo></IdentificacaoRps>
<DataEmissao>${s.emissao}</DataEmissao><Status>1</Status></Rps><Competencia>${s.competencia}</Competencia>
<Servico><Valores><ValorServicos>${s.valor}</ValorServicos><ValorDeducoes>0.00</ValorDeducoes><ValorPis>0.00</ValorPis><ValorCofins>0.00</ValorCofins>
<ValorInss>0.00</ValorInss><ValorIr>0.00</ValorIr><ValorCsll>0.00</ValorCsll><OutrasRetencoes>0.00</OutrasRetencoes><ValorIss>${s.iss}</ValorIss><Aliquota>5.00</Aliquota></Valores>
<IssRetido>${s.issRetido ? 1 : 2}</IssRetido><ItemListaServico>17.01</ItemListaServico><Discriminacao>${s.descricao}</Discriminacao><CodigoMunicipio>3304557</CodigoMunicipio><ExigibilidadeISS>1</ExigibilidadeISS></Servico>
<Prestador><CpfCnpj><Cnpj>${s.prestCnpj}</Cnpj></CpfCnpj></Prestador>
<TomadorServico><IdentificacaoTomador><CpfCnpj>${s.tomaDoc.length === 11 ? `<Cpf>${s.tomaDoc}</Cpf>` : `<Cnpj>${s.tomaDoc}</Cnpj>`}</CpfCnpj></IdentificacaoTomador><RazaoSocial>${s.tomaNome}</RazaoSocial></TomadorServico>
<OptanteSimplesNacional>2</OptanteSimplesNacional><IncentivoFiscal>2</IncentivoFiscal></InfDeclaracaoPrestacaoServico></DeclaracaoPrestacaoServico>
</InfNfse></Nfse></CompNfse></ConsultarNfseRpsResposta>`
}
