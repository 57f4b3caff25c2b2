"""Five more policies outside the four validated ones (not COI-validated): the 1994 federal crime
bill, the 1986 immigration reform, the two remedial federal sentencing statutes of 2010 and 2018,
and the Texas photo-identification law of 2011. Each entry of POLICIES is (exact sourcePolicy,
sources, clauses), as in clauses_more_other.py. The 1994 "safety valve" is already in the War on
Drugs data and is not repeated here.

Out-groups: people policed, prosecuted and sentenced as violent, repeat, gang or drug offenders
under the 1994 Act (disproportionately Black and Latino), with police agencies, the states and prison
builders as the elite that receives its grants and crime victims as the in-group it protects;
undocumented workers under the 1986 Act, with employers and growers of cheap labour and the states
as the elite and United States workers as the in-group; people sentenced for crack cocaine and other
drug offences under the 2010 Act and federal prisoners under the 2018 Act, both remedial statutes
whose out-group clauses are mostly benefits but which keep or add some restrictions (exclusions from
credits, new aggravating factors); and, in Texas, registered voters who lack one of the accepted
photo identifications (disproportionately Black, Latino, poor and elderly voters), with ordinary
licensed voters and handgun licensees as the in-group.
"""
from common import R

CRIME_ACT_1994 = [
    R("For the mandatory life term, a serious violent felony includes murder, manslaughter, kidnapping, robbery, carjacking, extortion, arson, and any other offence punishable by ten years or more that involves the use of force, and a person convicted of such an offence under State law shall count as though convicted federally.",
      "O", "bur", (0.9, 0.5, 0.5, 0.9), ["convicted"], uses=True, exp=True, link="strikes"),
    R("A robbery shall not serve as a prior strike for the mandatory life term if the defendant establishes by clear and convincing evidence that no firearm or other dangerous weapon was used or threatened and that no death or serious bodily injury resulted.",
      "O", "mix", (0.5, 0.3, 0.2, 0.6), [], link="strikes"),
    R("To receive a truth-in-sentencing incentive grant, a State shall demonstrate that persons convicted of a Part 1 violent crime serve not less than eighty-five percent of the sentence imposed, or that it has enacted laws requiring them to do so.",
      "O", "bur", (0.8, 0.4, 0.4, 0.8), ["convicted"], uses=True),
    R("The Attorney General may make grants to individual States and to regional compacts of States to build, expand, or operate correctional facilities, including boot camps, so as to increase the number of prison beds available for violent offenders.",
      "E", "ben", (0.4, 0.2, 0.2, 0.2), []),
    R("The Attorney General may make grants to States, units of local government, and Indian tribal governments to hire or rehire career law enforcement officers for community-oriented policing, paying up to seventy-five percent of each officer's costs for three years and not more than seventy-five thousand dollars per officer.",
      "E", "ben", (0.3, 0.2, 0.2, 0.1), []),
    R("A defendant found guilty of any of the listed federal offences resulting in death, including the killing of a federal officer, carjacking, drive-by shooting, and murder by a prisoner serving a life sentence, shall be sentenced to death if, at a separate hearing, the jury unanimously finds that the aggravating factors justify it.",
      "O", "bur", (0.9, 0.5, 0.5, 0.7), [], exp=True),
    R("The sentence of any person convicted of a federal drug felony or felony crime of violence, who committed it while participating in an ongoing group of five or more persons whose members have engaged in a continuing series of such offences within five years, may be increased by up to ten years.",
      "O", "bur", (0.7, 0.5, 0.6, 0.5), ["convicted"], uses=True, exp=True),
    R("Before imposing sentence for a crime of violence or sexual abuse, the court shall address the victim personally, if present, and determine whether the victim wishes to make a statement or present any information in relation to the sentence.",
      "I", "ben", (0.0, 0.2, 0.1, 0.0), []),
    R("The Attorney General shall make grants to States to strengthen law enforcement and prosecution strategies against violent crimes against women and to develop victim services, and each State shall allocate at least twenty-five percent of its grant to police, to prosecutors, and to nonprofit victim services alike.",
      "I", "ben", (0.1, 0.2, 0.1, 0.0), []),
]

IRCA = [
    R("It shall be unlawful for a person or other entity to hire, or to recruit or refer for a fee, for employment in the United States an alien knowing the alien is unauthorized, or to continue to employ an alien after learning that the alien has become unauthorized.",
      "O", "bur", (0.7, 0.3, 0.3, 0.3), []),
    R("An employer found to have knowingly hired unauthorized aliens shall pay a civil penalty of two hundred fifty to two thousand dollars for each such alien on a first violation, rising to ten thousand on later violations, and one who engages in a pattern or practice of such hiring shall be fined and imprisoned up to six months.",
      "E", "bur", (0.1, 0.0, 0.0, 0.0), []),
    R("For every individual hired, the employer shall attest under penalty of perjury on a form prescribed by the Attorney General that it has examined a document establishing both identity and employment authorization, such as a United States passport or resident alien card, or a social security card together with a driver's license.",
      "M", "bur", (0.2, 0.1, 0.1, 0.2), []),
    R("A person or entity that establishes that it has complied in good faith with the verification requirements with respect to the hiring of an individual has an affirmative defense that it has not knowingly hired an unauthorized alien.",
      "E", "ben", (0.1, 0.3, 0.0, 0.4), []),
    R("The Attorney General shall adjust to lawful temporary resident status an alien who applies within the twelve-month application period and establishes continuous unlawful residence since before 1 January 1982 and continuous physical presence since the date of enactment, and may after eighteen months adjust that status to permanent residence.",
      "O", "ben", (0.05, 0.0, 0.0, 0.1), []),
    R("No alien who has been convicted of any felony or of three or more misdemeanors committed in the United States, or who has assisted in the persecution of any person, shall be eligible for adjustment to temporary resident status under the legalization program.",
      "O", "bur", (0.6, 0.3, 0.3, 0.4), ["convicted"], uses=True, exp=True),
    R("No petition to import an alien as an H-2A temporary worker may be approved unless the Secretary of Labor certifies that there are not sufficient domestic workers able, willing, and qualified to do the work, and that employing the alien will not adversely affect the wages and working conditions of workers in the United States similarly employed.",
      "I", "ben", (0.1, 0.3, 0.1, 0.0), []),
    R("An alien who establishes residence in the United States and the performance of seasonal agricultural services in perishable crops for at least ninety man-days during the twelve months ending on 1 May 1986 shall be granted lawful temporary resident status and later adjusted to permanent residence.",
      "O", "ben", (0.05, 0.0, 0.0, 0.05), []),
    R("It is an unfair immigration-related employment practice for a person or entity employing more than three employees to discriminate against any individual other than an unauthorized alien in hiring, recruitment, or discharge because of national origin or, in the case of a citizen or intending citizen, because of citizenship status.",
      "M", "ben", (0.1, 0.0, 0.0, 0.0), ["national origin"]),
    R("The Secretary of Health and Human Services shall make State legalization impact-assistance grants of one billion dollars in each of fiscal years 1988 through 1991, less administrative costs, to reimburse States for public assistance, public health, and education provided to eligible legalized aliens.",
      "E", "ben", (0.0, 0.1, 0.1, 0.0), []),
]

FAIR_SENTENCING = [
    R("In the penalties both for manufacturing or distributing and for importing or exporting mixtures that contain cocaine base, the quantity triggering the ten-year minimum shall be 280 grams instead of 50, and that triggering the five-year minimum 28 grams instead of 5.",
      "O", "mix", (0.6, 0.5, 0.4, 0.5), []),
    R("Section 404(a) of the Controlled Substances Act is amended by striking the sentence that imposed a minimum of five years' imprisonment on a first offender possessing more than five grams of a mixture that contains cocaine base.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("The maximum fines for the largest trafficking offences shall rise from four million to ten million dollars for an individual and from ten million to fifty million dollars for a defendant other than an individual, with corresponding increases for the next tier of quantities.",
      "O", "bur", (0.3, 0.1, 0.1, 0.1), []),
    R("The Sentencing Commission shall amend the guidelines to provide an increase of at least two offence levels if the defendant used violence, made a credible threat to use violence, or directed the use of violence during a drug trafficking offence.",
      "O", "bur", (0.4, 0.2, 0.2, 0.2), []),
    R("The guidelines shall add at least two offence levels where the defendant bribed or attempted to bribe a federal, State, or local law enforcement official in connection with a drug trafficking offence, or maintained an establishment for the manufacture or distribution of a controlled substance.",
      "O", "bur", (0.5, 0.2, 0.3, 0.3), [], exp=True),
    R("An organizer or leader of drug trafficking who used fear, impulsivity, friendship, affection, or a combination to involve another person, or who distributed to a person under eighteen, over sixty-four, or pregnant, shall receive an additional increase of at least two offence levels.",
      "M", "mix", (0.4, 0.4, 0.3, 0.3), []),
    R("If the defendant receives the adjustment for a minimal or minor role and the base offence level is determined by drug quantity alone, the guidelines shall set a maximum base offence level of thirty-two.",
      "O", "ben", (0.1, 0.0, 0.0, 0.1), []),
    R("The United States Sentencing Commission shall promulgate the guidelines, policy statements, or amendments required by this Act as soon as practicable, and in any event not later than ninety days after enactment, under emergency authority.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("Not later than one year after enactment, the Comptroller General shall report to Congress on the effectiveness of drug court programs receiving federal funds.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("Not later than five years after enactment, the Sentencing Commission shall study and report to Congress on the effect of the changes to federal cocaine sentencing law made by this Act, including their effect on the federal prison population.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
]

FIRST_STEP = [
    R("No court shall entertain a motion for a reduced sentence under this section if the sentence was previously imposed or reduced in accordance with the 2010 amendments, or if an earlier motion was denied after a complete review on the merits, and nothing in this section requires a court to reduce any sentence.",
      "O", "bur", (0.3, 0.1, 0.0, 0.6), []),
    R("A prisoner determined to be at minimum or low risk of recidivating, whose risk has not increased over two consecutive assessments, shall earn an additional five days of time credits for every thirty days of successful participation in recidivism reduction programming or productive activities.",
      "O", "ben", (0.05, 0.0, 0.0, 0.05), []),
    R("A prisoner convicted under any of the listed provisions, including offences involving firearms, sexual exploitation of children, terrorism, and leading a trafficking organization in fentanyl or heroin, shall be ineligible to receive time credits for participation in recidivism reduction programming.",
      "O", "bur", (0.5, 0.3, 0.3, 0.5), ["convicted"], uses=True),
    R("A prisoner who is the subject of a final order of removal under any provision of the immigration laws may not apply earned time credits toward prerelease custody or early transfer to supervised release.",
      "O", "bur", (0.5, 0.3, 0.2, 0.4), []),
    R("Not later than two hundred ten days after enactment, the Attorney General shall develop and release publicly a risk and needs assessment system to classify each prisoner as having minimum, low, medium, or high risk of recidivism and to assign programming accordingly.",
      "O", "neu", (0.1, 0.0, 0.1, 0.1), []),
    R("The court may sentence below a statutory minimum a drug defendant who does not have more than four criminal history points, excluding one-point offences, a prior three-point offence, and a prior two-point violent offence.",
      "O", "ben", (0.1, 0.0, 0.0, 0.1), []),
    R("A violation of this subsection that occurs after a prior conviction under it has become final shall carry a minimum term of twenty-five years, but a second count charged in the same prosecution shall no longer carry that term.",
      "O", "mix", (0.5, 0.2, 0.1, 0.5), []),
    R("Federal Prison Industries may sell its products to public entities for use in penal or correctional institutions, for disaster relief or emergency response, to the government of the District of Columbia, and to tax-exempt nonprofit organizations.",
      "E", "ben", (0.3, 0.1, 0.1, 0.2), []),
    R("The Director shall ensure that each federal correctional institution provides employees a secure area outside its secure perimeter in which to store their firearms, or allows them to keep firearms in an approved lockbox in their vehicles.",
      "I", "ben", (0.0, 0.2, 0.0, 0.0), []),
    R("A defendant may move the court to reduce a term of imprisonment for extraordinary and compelling reasons after fully exhausting administrative appeals of the Bureau's failure to bring the motion, or after thirty days from the warden's receipt of the request, whichever is earlier.",
      "O", "ben", (0.0, 0.0, 0.0, 0.1), []),
]

TEXAS_VOTER_ID = [
    R("The only acceptable forms of identification for voting are a driver's license, election identification certificate, or personal identification card issued by the Department of Public Safety that has not expired or expired no earlier than sixty days before, a United States military identification card or passport, or a citizenship certificate, each bearing the person's photograph.",
      "O", "bur", (0.6, 0.6, 0.2, 0.3), [], exp=True, link="ids"),
    R("A license to carry a concealed handgun issued by the Department of Public Safety that contains the holder's photograph and has not expired shall be accepted as proof of identification for voting.",
      "I", "ben", (0.1, 0.6, 0.1, 0.1), [], link="ids"),
    R("On offering to vote, a voter must present one form of photo identification to an election officer at the polling place, and a voter who cannot do so shall not be accepted for voting except by provisional ballot.",
      "O", "bur", (0.6, 0.3, 0.2, 0.4), [], exp=True),
    R("If the name on the voter's identification is not identical to the name on the list of registered voters but is substantially similar, the voter shall be accepted for voting upon signing an affidavit stating that the voter is the person on the list.",
      "I", "ben", (0.0, 0.3, 0.0, 0.0), []),
    R("A provisional ballot cast by a voter without identification shall be accepted only if, not later than the sixth day after the election, the voter appears in person at the voter registrar's office and presents an acceptable form of photo identification.",
      "O", "mix", (0.4, 0.2, 0.1, 0.5), []),
    R("The Department of Public Safety shall issue an election identification certificate to a registered voter who has no other acceptable identification and presents the documentation it requires, and it may not collect a fee for the certificate or for a duplicate.",
      "O", "mix", (0.3, 0.2, 0.1, 0.2), []),
    R("A voter who submits to the registrar written documentation of a disability determination by the Social Security Administration, or of a disability rating of at least fifty percent by the Department of Veterans Affairs, and has no acceptable photo identification, shall be exempt, and the exemption shall be noted on the voter's registration certificate.",
      "M", "ben", (0.0, 0.1, 0.0, 0.1), []),
    R("The provisional ballot of a voter without identification shall be counted if, within six days after the election, the voter executes an affidavit before the registrar swearing to a religious objection to being photographed, or that a natural disaster declared within forty-five days of the election prevented him from obtaining identification.",
      "M", "ben", (0.1, 0.1, 0.0, 0.2), []),
    R("The Secretary of State and each voter registrar that maintains a website shall post the identification requirements for voting, the Secretary shall conduct a statewide voter education effort about them, and election judges and clerks shall be trained in their application.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("The registrar shall deliver with each voter registration certificate a written notice of the identification required for voting, and the presiding judge shall post the same notice in a prominent place outside each polling location.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
]

POLICIES = [
    ("Violent Crime Control and Law Enforcement Act (1994)",
     "Violent Crime Control and Law Enforcement Act of 1994, Pub. L. 103-322, 13 September 1994 (108 Stat. 1796), sections 10003 (COPS hiring grants), 20101-20104 (correctional facilities and truth-in-sentencing grants), 20411 (Pell grants to prisoners), 40121 (VAWA STOP grants), 60002 (18 U.S.C. 3591-3592), 70001 (18 U.S.C. 3559(c)), 150001 (18 U.S.C. 521), 230101 (victim allocution)",
     CRIME_ACT_1994),
    ("Immigration Reform and Control Act (1986)",
     "Immigration Reform and Control Act of 1986, Pub. L. 99-603, 6 November 1986 (100 Stat. 3359), sections 101 (INA 274A), 102 (INA 274B), 201 (INA 245A), 204 (SLIAG), 301 (H-2A), 302 (INA 210)",
     IRCA),
    ("Fair Sentencing Act (2010)",
     "Fair Sentencing Act of 2010, Pub. L. 111-220, 3 August 2010 (124 Stat. 2372), sections 2-10 (21 U.S.C. 841(b), 844(a), 960(b); guideline directives)",
     FAIR_SENTENCING),
    ("First Step Act (2018)",
     "First Step Act of 2018, Pub. L. 115-391, 21 December 2018 (132 Stat. 5194), sections 101 (18 U.S.C. 3632), 202, 402 (18 U.S.C. 3553(f)), 403 (18 U.S.C. 924(c)), 404(c), 603(b) (18 U.S.C. 3582(c)(1)(A)), 605",
     FIRST_STEP),
    ("Texas Voter Identification Law (2011)",
     "Texas Senate Bill 14, 82nd Legislature, Acts 2011 ch. 123 (signed 27 May 2011), amending Election Code ss. 13.002, 15.005, 31.012, 32.111, 63.001, 63.0101, 65.054, 65.0541 and adding Transportation Code ch. 521A",
     TEXAS_VOTER_ID),
]
